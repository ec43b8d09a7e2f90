import { POSTING_EXPIRED_REASON, PostingStatus, postingRecord } from '@careledger/domain';
import { jobQueueCatalogue, type QueueDefinition } from '@careledger/jobs';
import { isRefusal, type CommandJobContext } from '../job/command-jobs';
import { sendOnce } from '../job/send-once';

const PAGE = 200;

interface ExpiredPosting {
  id: string;
  version: number;
  end_date: string;
}

/** The UTC calendar day of `instant`: a posting ending on it is still open that day. */
const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/**
 * Closes, with the reason "expired", every open or held posting whose end date has passed. Each
 * close is keyed by the posting and the end date it expired on (extended later, it can expire
 * again) and names the version the read model saw, so a posting changed since is left alone.
 */
export const postingExpiry = (context: CommandJobContext): QueueDefinition<{ day?: string }> => ({
  ...jobQueueCatalogue.postingExpiry,
  async run(job) {
    const bus = await context.bus;
    const today = job.data.day ?? dayOf(context.now());
    const outcome = { closed: 0, alreadyClosed: 0, skipped: 0 };
    let after = '';
    for (;;) {
      const { rows } = await context.db.query<ExpiredPosting>(
        `SELECT id::text AS id, version, to_char(end_date, 'YYYY-MM-DD') AS end_date FROM postings
         WHERE status = ANY($1::smallint[]) AND end_date < $2::date AND id::text > $3
         ORDER BY id::text LIMIT ${PAGE}`,
        [[PostingStatus.OPEN, PostingStatus.ON_HOLD], today, after],
      );
      for (const posting of rows) {
        try {
          const sent = await sendOnce(bus, context.eventStore, {
            recordType: postingRecord,
            recordId: posting.id,
            action: 'close',
            body: { reason: POSTING_EXPIRED_REASON, expectedVersion: posting.version },
            key: `posting-expiry:${posting.id}:${posting.end_date}`,
          });
          outcome[sent.replayed ? 'alreadyClosed' : 'closed'] += 1;
        } catch (error) {
          if (!isRefusal(error)) throw error;
          outcome.skipped += 1;
        }
      }
      await job.progress(rows.length < PAGE ? 100 : 50, outcome);
      if (rows.length < PAGE) return outcome;
      after = rows.at(-1)!.id;
    }
  },
});
