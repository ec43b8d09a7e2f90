import { ANCHOR_CHAIN_ID, anchorRecord, isDomainError } from '@careledger/domain';
import { jobQueueCatalogue, type QueueDefinition } from '@careledger/jobs';
import { isRefusal, type CommandJobContext } from '../job/command-jobs';
import { sendOnce } from '../job/send-once';

export const ANCHORS_QUEUE = jobQueueCatalogue.anchors.queue;

export type AnchoringOutcome = { anchored: true; replayed: boolean } | { anchored: false; refusedWith: string };

/**
 * Every hour, an anchor over what was written since the last one, sent as the scheduler through
 * the command pipeline. Keyed by the hour, so a retried run anchors once; nothing new since the
 * last anchor, or an anchor taken meanwhile by someone else, is no failure.
 */
export const anchoring = (context: CommandJobContext): QueueDefinition<Record<string, never>> => ({
  ...jobQueueCatalogue.anchors,
  async run(job): Promise<AnchoringOutcome> {
    const bus = await context.bus;
    const hour = context.now().toISOString().slice(0, 13);
    try {
      const sent = await sendOnce(bus, context.eventStore, { recordType: anchorRecord, recordId: ANCHOR_CHAIN_ID, action: 'create', body: {}, key: `anchor:${hour}` });
      await job.progress(100, { anchored: 1 });
      return { anchored: true, replayed: sent.replayed };
    } catch (error) {
      if (!isRefusal(error)) throw error;
      await job.progress(100, { anchored: 0 });
      return { anchored: false, refusedWith: isDomainError(error) ? error.code : 'wrong_expected_version' };
    }
  },
});
