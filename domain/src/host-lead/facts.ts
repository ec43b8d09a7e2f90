import type { RecordFacts } from '../policy/resource';
import type { HostLeadState } from './state';

/** What the policy must know of a host lead: who captured it. */
export const hostLeadFactsOf = (state: HostLeadState): RecordFacts => (state.status === 'none' ? {} : { createdBy: state.capturedBy });
