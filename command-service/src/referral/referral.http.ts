import { referralRecord } from '@careledger/domain';
import { recordCommandsHttp } from '../record/record-commands.http';

export const ReferralCommandsHttp = recordCommandsHttp(referralRecord, { resource: 'referrals', tag: 'referrals' });
