import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { integrityVerification } from '@careledger/query-service';
import { allStorageMigrations, createIntegrityRun, openEventStore, openPostgresDatabase, readIntegrityRun, runMigrations, type EventStore, type SqlDatabase } from '@careledger/storage';
import { recordAnchorDirectly, withDatabase } from '@careledger/storage/testing';
import { assessmentLife, timed } from './fixtures';
import { measureLogRead } from './projection.bench';
import { writeResultsSection } from './results';

export const INTEGRITY_HEADING = '## Integrity verification';
const WRITERS = 8;
const ANCHORS = 4;
const PAGE = 1_000;

export interface IntegrityFigures {
  events: number;
  streams: number;
  anchors: number;
  loadSeconds: number;
  /** The log read in position order, nothing done with it: the baseline. */
  readPerSecond: number;
  /** The log read stream by stream (the chains' walk), nothing done with it. */
  readByStreamPerSecond: number;
  /** The verification job as `POST /api/admin/integrity/verify` runs it: both phases, each step kept. */
  verifyPerSecond: number;
  chainsPerSecond: number;
  anchorsPerSecond: number;
  verifySeconds: number;
}

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const adminQuery = async (sql: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
};

/** Five-event assessment lives from 8 writers up to `events`, an anchor taken at each quarter. */
const load = async (db: SqlDatabase, events: number): Promise<void> => {
  const store = await openEventStore(db);
  for (let anchor = 1; anchor <= ANCHORS; anchor += 1) {
    let remaining = Math.ceil((Math.round((events * anchor) / ANCHORS) - (await store.headPosition())) / 5);
    const writer = async (): Promise<void> => {
      while (remaining > 0) {
        remaining -= 1;
        const id = randomUUID();
        await store.append(`assessment-${id}`, assessmentLife(id), 'no_stream');
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    await recordAnchorDirectly(store, db);
  }
};

const readByStream = async (store: EventStore): Promise<number> => {
  let read = 0;
  const { seconds } = await timed(async () => {
    for (let after: { streamId: string; streamVersion: number } | undefined; ; ) {
      const page = await store.readByStream({ after, limit: PAGE });
      const last = page.at(-1);
      if (!last) return;
      read += page.length;
      after = { streamId: last.streamId, streamVersion: last.streamVersion };
    }
  });
  return read / seconds;
};

/** The verification job over `events` events on a PostgreSQL database of its own, beside plain reads of the same log. */
export const measureIntegrity = async (events: number): Promise<IntegrityFigures> => {
  const database = `careledger_integrity_${Date.now()}`;
  const url = withDatabase(serverUrl, database);
  // Only the loading connection skips waiting for each commit's flush: the figures are about reading.
  const loadingUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent('-c synchronous_commit=off')}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  try {
    const loading = await openPostgresDatabase(loadingUrl);
    await runMigrations(loading, allStorageMigrations);
    console.log(`[integrity] loading ${events.toLocaleString('en-US')} events ...`);
    const { seconds: loadSeconds } = await timed(() => load(loading, events));
    await loading.exec('VACUUM (ANALYZE) events');
    await loading.close();

    const db = await openPostgresDatabase(url);
    try {
      const store = await openEventStore(db);
      console.log('[integrity] plain reads ...');
      const readPerSecond = await measureLogRead(store);
      const readByStreamPerSecond = await readByStream(store);
      console.log('[integrity] verification job ...');
      const runId = randomUUID();
      await createIntegrityRun(db, { id: runId, requestedBy: 'bench', requestedAt: new Date() });
      const job = integrityVerification({ db, eventStore: store, now: () => new Date() });
      let chainsEnded: bigint | undefined;
      const started = process.hrtime.bigint();
      await job.run({
        id: runId,
        data: { runId },
        attempt: 1,
        // The chains are half of a run over every stream: past 50 % it checks the anchors.
        progress: async (percent) => {
          if (chainsEnded === undefined && percent >= 50) chainsEnded = process.hrtime.bigint();
        },
      });
      const ended = process.hrtime.bigint();
      const run = await readIntegrityRun(db, runId);
      if (run?.state !== 'completed' || run.faultCount !== 0) throw new Error(`The verification did not end clean: ${JSON.stringify(run)}`);
      const seconds = (from: bigint, to: bigint) => Number(to - from) / 1e9;
      const verifySeconds = seconds(started, ended);
      const chainsSeconds = seconds(started, chainsEnded ?? ended);
      return {
        events: run.events,
        streams: run.streams,
        anchors: run.anchors,
        loadSeconds,
        readPerSecond,
        readByStreamPerSecond,
        verifyPerSecond: run.events / verifySeconds,
        chainsPerSecond: run.events / chainsSeconds,
        anchorsPerSecond: run.events / Math.max(verifySeconds - chainsSeconds, 1e-9),
        verifySeconds,
      };
    } finally {
      await db.close();
    }
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  }
};

const round = (value: number) => Math.round(value).toLocaleString('en-US');

export const integritySection = (figures: IntegrityFigures): string => `${INTEGRITY_HEADING}

bench/src/integrity.bench.ts (\`BENCH_ONLY=integrity\`): ${round(figures.events)} events in ${round(figures.streams)} streams on PostgreSQL
(five-event assessment lives from 8 writers, loaded in ${round(figures.loadSeconds)} s, with ${figures.anchors} anchors, one at each quarter),
verified by the job \`POST /api/admin/integrity/verify\` queues: every stream's hash chain walked stream by stream
(each event's SHA-256 computed again), then the log read again span by span and each anchor's digest computed
again; each page of 1,000 events is kept with the place it reached. Beside it, in the same run, the same log read
with nothing done with it: in position order (the baseline), and stream by stream (the chains' walk).

| what | events/s |
|---|---:|
| baseline: the log read in position order, pages of 1,000 | ${round(figures.readPerSecond)} |
| the log read stream by stream, pages of 1,000 | ${round(figures.readByStreamPerSecond)} |
| verification, the chains (hashes computed again, steps kept) | ${round(figures.chainsPerSecond)} |
| verification, the anchors (the log read again, digests computed again) | ${round(figures.anchorsPerSecond)} |
| verification, whole (${round(figures.verifySeconds)} s) | ${round(figures.verifyPerSecond)} |
`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const section = integritySection(await measureIntegrity(Number(process.env.BENCH_INTEGRITY_EVENTS ?? 1_000_000)));
  console.log(section);
  if (process.argv.includes('--write')) writeResultsSection(INTEGRITY_HEADING, section);
}
