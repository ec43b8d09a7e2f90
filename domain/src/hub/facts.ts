import type { RecordFacts } from '../policy/resource';
import type { HubState } from './state';

/** What the policy must know of a hub: the agency that operates it. */
export const hubFactsOf = (state: HubState): RecordFacts =>
  state.status === 'none' ? {} : { agencyId: state.agencyId, createdBy: state.createdBy };
