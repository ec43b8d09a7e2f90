import { z } from 'zod';
import { instantAnswer, versionAnswer } from '../shared/answers';

/** One cluster of hubs, its hubs in their order. */
export const clusterAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  hubIds: z.array(z.string()),
  version: versionAnswer,
  createdAt: instantAnswer,
  updatedAt: instantAnswer,
});
export type ClusterAnswer = z.infer<typeof clusterAnswer>;
