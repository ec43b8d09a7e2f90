import type { RecordFacts } from '../policy/resource';
import type { ClusterState } from './state';

/** Clusters belong to the platform: the policy needs only who formed one. */
export const clusterFactsOf = (state: ClusterState): RecordFacts => (state.status === 'none' ? {} : { createdBy: state.createdBy });
