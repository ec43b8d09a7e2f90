import type { RecordFacts } from '../policy/resource';
import type { ReferralState } from './state';

/**
 * What the policy must know of a referral: the partner it belongs to, and the patient it is
 * about (the command edge loads the patient's own facts from `patientId`).
 */
export const referralFactsOf = (state: ReferralState): RecordFacts =>
  state.status === 'none' ? {} : { patientId: state.patientId, partnerId: state.partnerId, createdBy: state.createdBy };

export const referralFactsOfCreation = (patientId: string, partnerId: string | null, createdBy: string): RecordFacts => ({
  patientId,
  partnerId,
  createdBy,
});
