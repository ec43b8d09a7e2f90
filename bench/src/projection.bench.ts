import { randomUUID } from 'node:crypto';
import { allProjectors, assessmentProjector, rebuildProjector, runProjections } from '@careledger/projections';
import { openEventStore, type EventStore, type SqlDatabase } from '@careledger/storage';
import { assessmentLife, timed } from './fixtures';

export const CATCH_UP_ASSESSMENTS = 20_000;
const PAGE = 1_000;

export interface CatchUpFigures {
  events: number;
  /** A plain read of the whole log in position order, pages of 1,000: what no projection can beat. */
  readPerSecond: number;
  /** The assessments read model alone, replayed from position 0 into fresh tables and swapped in. */
  assessmentsPerSecond: number;
  /** Every read model together, from position 0, until the last one reached the head. */
  allPerSecond: number;
}

/** Reads the whole log in position order (`SELECT ... ORDER BY global_position`, keyset pages); answers events per second. */
export const measureLogRead = async (store: EventStore): Promise<number> => {
  let read = 0;
  const { seconds } = await timed(async () => {
    for (let after = 0; ; ) {
      const page = await store.readAll({ after, limit: PAGE });
      const last = page.at(-1);
      if (!last) return;
      read += page.length;
      after = last.globalPosition;
    }
  });
  return read / seconds;
};

/** Runs `projectors` from their checkpoints until every one reached the head; answers events per second over `events`. */
export const measureProjections = async (db: SqlDatabase, store: EventStore, projectors = allProjectors, events?: number): Promise<number> => {
  const head = await store.headPosition();
  const { seconds } = await timed(async () => {
    const runner = await runProjections(db, store, projectors, { batchSize: PAGE });
    const reached = await runner.waitForPosition(head, 3_600_000);
    await runner.stop();
    if (!reached) throw new Error('projections did not catch up within an hour');
  });
  return (events ?? head) / seconds;
};

/**
 * Appends 20,000 five-event assessment lives (100,000 events), then times, over the whole store:
 * the plain ordered read, every read model caught up together from 0, and the assessments read
 * model rebuilt alone from 0.
 */
export const measureCatchUp = async (db: SqlDatabase): Promise<CatchUpFigures> => {
  const store = await openEventStore(db);
  for (let index = 0; index < CATCH_UP_ASSESSMENTS; index += 1) {
    const id = randomUUID();
    await store.append(`assessment-${id}`, assessmentLife(id), 'no_stream');
  }
  const head = await store.headPosition();
  const readPerSecond = await measureLogRead(store);
  const allPerSecond = await measureProjections(db, store);
  const rebuilt = await timed(() => rebuildProjector(db, store, assessmentProjector, { batchSize: PAGE }));
  return { events: head, readPerSecond, assessmentsPerSecond: head / rebuilt.seconds, allPerSecond };
};

/** Tops the read model up to `rows` assessments with plain SQL, for the query benchmark. */
export const fillAssessments = async (db: SqlDatabase, rows: number): Promise<void> => {
  const { rows: counted } = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM assessments');
  const missing = rows - Number(counted[0]?.n ?? 0);
  if (missing <= 0) return;
  await db.query(
    `INSERT INTO assessments (id, status, version, patient_id, agency_id, care_service_id, summary, visit_at, cancel_reason,
                              created_by, created_at, updated_at, last_position)
     SELECT gen_random_uuid(), 1 + (n % 7), n % 5, gen_random_uuid(), '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01', 3, 'Filler',
            NULL, NULL, '00000000-0000-4000-8000-000000000003', now() - (n || ' minutes')::interval, now() - (n || ' seconds')::interval, 0
     FROM generate_series(1, $1::int) AS n`,
    [missing],
  );
};
