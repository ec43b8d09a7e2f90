import type { PatientFacts } from '../policy/resource';
import type { PatientState } from './state';

/** What the policy must know of a patient: who serves it, who referred it, who cares for it. */
export const patientFactsOf = (state: PatientState): PatientFacts | null =>
  state.status === 'none'
    ? null
    : {
        patientId: state.patientId,
        agencyId: state.agencyId,
        partnerId: state.partnerId,
        careTeam: state.careTeam,
        createdBy: state.createdBy,
      };
