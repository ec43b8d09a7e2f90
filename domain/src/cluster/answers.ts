import { z } from 'zod';
import { hubAnswer } from '../hub/answers';
import { versionedRecordAnswer } from '../shared/answers';

/** One cluster of hubs, its hubs in their order. */
export const clusterAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  hubIds: z.array(z.string()),
  ...versionedRecordAnswer,
});
export type ClusterAnswer = z.infer<typeof clusterAnswer>;

/** `GET /api/shared-living-clusters/{id}`: the cluster with the hubs of it the reader may see. */
export const clusterDetailAnswer = clusterAnswer.extend({ hubs: z.array(hubAnswer) });
export type ClusterDetailAnswer = z.infer<typeof clusterDetailAnswer>;
