import { randomUUID } from 'node:crypto';
import { allProjectors, runProjections } from '@careledger/projections';
import { openEventStore, type SqlDatabase } from '@careledger/storage';
import { assessmentLife, timed } from './fixtures';

export const CATCH_UP_ASSESSMENTS = 20_000;

/** Appends 20,000 five-event assessment lives (100,000 events), then times a catch-up from 0 over the whole store. */
export const measureCatchUp = async (db: SqlDatabase): Promise<{ events: number; perSecond: number }> => {
  const store = await openEventStore(db);
  for (let index = 0; index < CATCH_UP_ASSESSMENTS; index += 1) {
    const id = randomUUID();
    await store.append(`assessment-${id}`, assessmentLife(id), 'no_stream');
  }
  const head = await store.headPosition();
  const { seconds } = await timed(async () => {
    const runner = await runProjections(db, store, allProjectors);
    const reached = await runner.waitForPosition(head, 600_000);
    await runner.stop();
    if (!reached) throw new Error('projections did not catch up within 10 minutes');
  });
  return { events: head, perSecond: head / seconds };
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
