import type { RecordFacts } from '../policy/resource';
import type { CaregiverState } from './state';

/** What the policy must know of a caregiver: the employing agency, and whose sign-in the profile is. */
export const caregiverFactsOf = (state: CaregiverState): RecordFacts =>
  state.status === 'none' ? {} : { agencyId: state.agencyId, userId: state.userId, createdBy: state.createdBy };
