import type { RecordFacts } from '../policy/resource';
import type { AgencyState } from './state';

/** What the policy must know of an agency: which agency it is, so its own staff are recognised. */
export const agencyFactsOf = (state: AgencyState): RecordFacts =>
  state.status === 'none' ? {} : { agencyId: state.agencyId, createdBy: state.createdBy };
