import { referralReadScope, type ReferralReadFacts } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { numberedCondition, type SqlColumns } from '../policy/compile-condition';
import { assertRoleReads } from '../policy/role-reads';

/** The referral row carries its patient's facts (the referrals projector keeps them current), so the patient is the row itself. */
const REFERRAL_READ_COLUMNS: SqlColumns<ReferralReadFacts> = {
  partnerId: 'partner_id',
  patient: { related: (condition) => condition, columns: { agencyId: 'patient_agency_id', createdBy: 'patient_created_by' } },
};

/** The referral `read` rule of the policy (`referralReadScope`) as a SQL condition on `referrals`; 403 for a role that reads no referral. */
export const referralScope = (actor: Actor, nextParameter: number): { sql: string; params: unknown[] } => {
  assertRoleReads(referralReadScope, actor, 'You may not see referrals.');
  return numberedCondition(referralReadScope(actor), REFERRAL_READ_COLUMNS, nextParameter);
};
