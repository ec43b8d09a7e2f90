import { hubNoteRecord } from '@careledger/domain';
import { recordCommandsHttp } from '../record/record-commands.http';

export const HubNoteCommandsHttp = recordCommandsHttp(hubNoteRecord, { resource: 'hub/notes', tag: 'hub notes' });
