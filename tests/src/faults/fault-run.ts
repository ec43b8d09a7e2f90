import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStore, openPgliteDatabase, openPostgresDatabase, type SqlDatabase } from '@careledger/storage';
import { startOwnPostgres, type OwnPostgresServer } from '@careledger/storage/testing';
import { allProjectors, rebuildProjector } from '@careledger/projections';
import { freePort, startAppProcess, type AppProcess } from '../../../app/src/testing/app-process';
import { ApiClient } from '../support/api-client';

export type FaultKind = 'restart-database' | 'kill-database' | 'kill-app';

export interface FaultPlan {
  database: 'PostgreSQL' | 'PGlite';
  /** How long the writers run; the faults are spread evenly over it. */
  seconds: number;
  writers: number;
  faults: readonly FaultKind[];
}

export interface FaultFigures {
  plan: FaultPlan;
  /** Commands answered 201 to their writer. */
  acknowledged: number;
  /** Acknowledged commands whose event is not in the store. */
  lost: number;
  /** Events beyond the first for one Idempotency-Key. */
  doubled: number;
  /** Keys still refused as "being processed" once the system was back. */
  stuckKeys: number;
  /** Commands that never got an answer, even retried with their key after recovery. */
  unanswered: number;
  /** Acknowledged commands retried with their key after the run: how many got another answer. */
  replaysDiffering: number;
  replaysTried: number;
  /** Acknowledged records the read model does not show once caught up. */
  missingFromReadModels: number;
  /** Read models whose rows differ from a rebuild from the log. */
  readModelsUnlikeRebuild: string[];
  /** Times the app ended without being told to, and the end of its output each time. */
  appExitsOnItsOwn: number;
  appExitOutputs: string[];
  /** Per fault: seconds from the fault until the next acknowledged command. */
  recoverySeconds: { fault: FaultKind; seconds: number }[];
}

const ADMIN = 'admin@demo.careledger';
const GIVE_UP_MS = 90_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Ack {
  key: string;
  id: string;
  position: number;
  /** When the attempt that was answered was sent, and when its answer came. */
  sentAt: number;
  at: number;
}

/** The app under test, restarted in place after a kill; counts the times it ended by itself. */
class App {
  process: AppProcess | undefined;
  killing = false;
  exitsOnItsOwn = 0;
  /** The end of what the app printed each time it ended by itself: why. */
  readonly exitOutputs: string[] = [];

  constructor(
    private readonly env: Record<string, string>,
    readonly url: string,
  ) {}

  async start(): Promise<void> {
    const started = startAppProcess(this.env);
    this.process = started;
    void started.exited.then(() => {
      if (this.killing || this.process !== started) return;
      this.exitsOnItsOwn += 1;
      this.exitOutputs.push(started.output().slice(-3_000));
    });
    await started.waitFor(/Careledger is running at/, 600_000);
  }

  async kill(): Promise<void> {
    this.killing = true;
    this.process?.child.kill('SIGKILL');
    await this.process?.exited;
    this.killing = false;
  }

  async stop(): Promise<void> {
    this.killing = true;
    await this.process?.stop();
  }
}

/** Sends one command until it is answered, with the same key throughout, as a careful client does. */
const sendUntilAnswered = async (client: SignedIn, key: string): Promise<{ ack?: Omit<Ack, 'at'>; stuck: boolean }> => {
  const giveUp = Date.now() + GIVE_UP_MS;
  let stuck = false;
  while (Date.now() < giveUp) {
    const sentAt = Date.now();
    const session = await client.get();
    if (session) {
      try {
        const answer = await session.post<{ id: string; globalPosition: number }>('/api/patients', { firstName: 'Fault', lastName: key }, { headers: { 'idempotency-key': key } });
        if (answer.status === 201) return { ack: { key, id: answer.body.id, position: answer.body.globalPosition, sentAt }, stuck: false };
        stuck = answer.status === 409;
        if (answer.status === 401 || answer.status === 419) client.forget();
        if (answer.status !== 409 && answer.status < 500 && answer.status !== 401 && answer.status !== 419) {
          throw new Error(`POST /api/patients answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        }
      } catch (error) {
        if (!(error instanceof TypeError)) throw error; // fetch failed: the app is down, retry
      }
    }
    await sleep(100);
  }
  return { stuck };
};

interface SignedIn {
  /** Undefined while no sign-in succeeds (the app or its database is down): the caller retries. */
  get(): Promise<ApiClient | undefined>;
  forget(): void;
}

/** One writer's session: signed in when first needed, and again after the session is gone. */
const signedIn = (url: string): SignedIn => {
  let client: Promise<ApiClient> | undefined;
  return {
    get: async (): Promise<ApiClient | undefined> => {
      client ??= new ApiClient(url).signIn(ADMIN);
      return client.catch(() => {
        client = undefined;
        return undefined;
      });
    },
    forget: () => {
      client = undefined;
    },
  };
};

const dumpTables = async (db: SqlDatabase, tables: readonly string[]): Promise<string[]> => {
  const rows: string[] = [];
  for (const table of tables) {
    const result = await db.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${table}" t`);
    rows.push(...result.rows.map((row) => `${table} ${row.row}`));
  }
  return rows.sort();
};

/** Every read model against a rebuild from the log, with nothing else writing. */
const readModelsUnlikeRebuild = async (db: SqlDatabase): Promise<string[]> => {
  const store = await openEventStore(db);
  const unlike: string[] = [];
  for (const projector of allProjectors) {
    const live = await dumpTables(db, projector.tables);
    await rebuildProjector(db, store, projector);
    const rebuilt = await dumpTables(db, projector.tables);
    if (JSON.stringify(live) !== JSON.stringify(rebuilt)) unlike.push(projector.name);
  }
  return unlike;
};

/**
 * Writers register patients through the real HTTP process, each command with its own
 * Idempotency-Key, while the database restarts or is killed and the app is SIGKILLed; then
 * counts what was acknowledged, lost, doubled, stuck or unanswered, and compares every read
 * model with a rebuild from the log.
 */
export const runFaults = async (plan: FaultPlan, log: (line: string) => void = () => undefined): Promise<FaultFigures> => {
  const folder = mkdtempSync(join(tmpdir(), 'careledger-faults-'));
  let server: OwnPostgresServer | undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  try {
    server = plan.database === 'PostgreSQL' ? await startOwnPostgres() : undefined;
    const env = { PORT: String(port), DEMO_PATIENTS: '0', ...(server ? { DATABASE_URL: server.url } : { DATA_DIR: join(folder, 'pglite') }) };
    const app = new App(env, url);
    log(`[faults ${plan.database}] starting the app and its demo sign-ins ...`);
    await app.start();

    const acks: Ack[] = [];
    let stuckKeys = 0;
    let unanswered = 0;
    const deadline = Date.now() + plan.seconds * 1_000;
    const writer = async (): Promise<void> => {
      const client = signedIn(url);
      while (Date.now() < deadline) {
        const key = randomUUID();
        const outcome = await sendUntilAnswered(client, key);
        if (outcome.ack) acks.push({ ...outcome.ack, at: Date.now() });
        else if (outcome.stuck) stuckKeys += 1;
        else unanswered += 1;
      }
    };

    const recoverySeconds: FaultFigures['recoverySeconds'] = [];
    const inject = async (): Promise<void> => {
      const step = (plan.seconds * 1_000) / (plan.faults.length + 1);
      for (const fault of plan.faults) {
        await sleep(step);
        let at = Date.now();
        log(`[faults ${plan.database}] ${fault}`);
        if (fault === 'restart-database') await server?.restart();
        if (fault === 'kill-database') {
          await server?.kill();
          await server?.start();
        }
        if (fault === 'kill-app') {
          await app.kill();
          at = Date.now(); // from the moment nothing answers
          await app.start();
        }
        // Recovered: a command sent after the fault began has been answered.
        const after = (ack: Ack) => ack.sentAt > at;
        while (!acks.some(after) && Date.now() < at + GIVE_UP_MS) await sleep(50);
        const first = acks.filter(after).sort((a, b) => a.at - b.at)[0];
        recoverySeconds.push({ fault, seconds: first ? Math.round((first.at - at) / 100) / 10 : Number.POSITIVE_INFINITY });
      }
    };
    await Promise.all([inject(), ...Array.from({ length: plan.writers }, writer)]);
    log(`[faults ${plan.database}] ${acks.length} acknowledged; checking ...`);

    const reader = await new ApiClient(url).signIn(ADMIN);
    const newest = Math.max(0, ...acks.map((ack) => ack.position));
    let missingFromReadModels = 0;
    for (const ack of acks) {
      const read = await reader.get<{ lastName: string }>(`/api/patients/${ack.id}`, { headers: { 'x-min-position': String(newest) } });
      if (read.status !== 200 || read.body.lastName !== ack.key) missingFromReadModels += 1;
    }
    const replayed = acks.filter((_, index) => index % Math.max(1, Math.floor(acks.length / 20)) === 0);
    let replaysDiffering = 0;
    for (const ack of replayed) {
      const again = await reader.post<{ id: string }>('/api/patients', { firstName: 'Fault', lastName: ack.key }, { headers: { 'idempotency-key': ack.key } });
      if (again.status !== 201 || again.body.id !== ack.id) replaysDiffering += 1;
    }
    await app.stop();

    const db = server ? await openPostgresDatabase(server.url) : await openPgliteDatabase(join(folder, 'pglite'));
    try {
      const { rows } = await db.query<{ key: string; n: number | string }>(
        "SELECT data->>'lastName' AS key, count(*) AS n FROM events WHERE type = 'PatientRegistered' AND data->>'firstName' = 'Fault' GROUP BY 1",
      );
      const stored = new Map(rows.map((row) => [row.key, Number(row.n)]));
      return {
        plan,
        acknowledged: acks.length,
        lost: acks.filter((ack) => !stored.has(ack.key)).length,
        doubled: [...stored.values()].reduce((sum, count) => sum + count - 1, 0),
        stuckKeys,
        unanswered,
        replaysDiffering,
        replaysTried: replayed.length,
        missingFromReadModels,
        readModelsUnlikeRebuild: await readModelsUnlikeRebuild(db),
        appExitsOnItsOwn: app.exitsOnItsOwn,
        appExitOutputs: app.exitOutputs,
        recoverySeconds,
      };
    } finally {
      await db.close();
    }
  } finally {
    server?.dispose();
    rmSync(folder, { recursive: true, force: true });
  }
};
