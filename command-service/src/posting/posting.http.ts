import { postingRecord } from '@careledger/domain';
import { recordCommandsHttp } from '../record/record-commands.http';

export const PostingCommandsHttp = recordCommandsHttp(postingRecord, { resource: 'postings', tag: 'postings' });
