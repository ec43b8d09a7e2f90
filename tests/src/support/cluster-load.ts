import { randomUUID } from 'node:crypto';
import type { ApiClient, PostPath } from './api-client';

/** A command the cluster answered 2xx: it must never be lost. */
export interface Acknowledged {
  id: string;
  summary: string;
  globalPosition: number;
  at: number;
}

export interface LoadFigures {
  acknowledged: Acknowledged[];
  /** Requests that had to be sent again (the process that had them died, or none was ready). */
  retried: number;
  /** Commands refused with a 4xx: none is expected. */
  refused: string[];
  readsOk: number;
  /** Reads that did not see the write they named in X-Min-Position, or got no answer. */
  readsFailed: number;
  commandsPerSecond: number;
  readsPerSecond: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RETRYABLE = new Set([0, 502, 503, 504]);

/**
 * Sends one command until the cluster answers it, with the same Idempotency-Key each time, as a
 * careful client does: a retry after a lost answer is answered with the first answer, never
 * stored twice. Gives up after `giveUpMs`.
 */
export const sendUntilAnswered = async <Body = any>(client: ApiClient, path: PostPath, body: unknown, giveUpMs = 30_000): Promise<{ status: number; body: Body; retries: number }> => {
  const key = randomUUID();
  const deadline = Date.now() + giveUpMs;
  for (let retries = 0; ; retries += 1) {
    const answer = await client.post<Body>(path, body, { headers: { 'idempotency-key': key } }).catch(() => ({ status: 0, body: undefined as Body }));
    if (!RETRYABLE.has(answer.status) || Date.now() > deadline) return { ...answer, retries };
    await sleep(100);
  }
};

export interface LoadOptions {
  /** Each writer's and reader's own signed-in client. */
  clients: ApiClient[];
  writers: number;
  readers: number;
  durationMs: number;
  patientId: string;
  /** Names this run's records (summary prefix). */
  tag: string;
}

/**
 * Writers create assessments, one after another each; readers read the newest acknowledged one
 * with X-Min-Position at its position (read-your-writes), whichever process answers.
 */
export const driveLoad = async (options: LoadOptions): Promise<LoadFigures> => {
  const figures: LoadFigures = { acknowledged: [], retried: 0, refused: [], readsOk: 0, readsFailed: 0, commandsPerSecond: 0, readsPerSecond: 0 };
  const started = Date.now();
  const end = started + options.durationMs;
  const writer = async (client: ApiClient, index: number): Promise<void> => {
    for (let n = 0; Date.now() < end; n += 1) {
      const summary = `${options.tag}-w${index}-${n}`;
      const answer = await sendUntilAnswered(client, '/api/assessments', { patientId: options.patientId, summary });
      figures.retried += answer.retries;
      if (answer.status === 201) figures.acknowledged.push({ id: answer.body.id, summary, globalPosition: answer.body.globalPosition, at: Date.now() });
      else figures.refused.push(`${answer.status} ${JSON.stringify(answer.body)}`);
    }
  };
  const reader = async (client: ApiClient): Promise<void> => {
    while (Date.now() < end) {
      const newest = figures.acknowledged.at(-1);
      if (!newest) {
        await sleep(20);
        continue;
      }
      const answer = await client.get(`/api/assessments/${newest.id}`, { headers: { 'x-min-position': String(newest.globalPosition) } }).catch(() => ({ status: 0, body: undefined }));
      if (answer.status === 200 && answer.body?.summary === newest.summary) figures.readsOk += 1;
      else {
        figures.readsFailed += 1;
        await sleep(50);
      }
    }
  };
  await Promise.all([
    ...options.clients.slice(0, options.writers).map((client, index) => writer(client, index)),
    ...options.clients.slice(options.writers, options.writers + options.readers).map((client) => reader(client)),
  ]);
  const seconds = (Date.now() - started) / 1000;
  figures.commandsPerSecond = figures.acknowledged.length / seconds;
  figures.readsPerSecond = figures.readsOk / seconds;
  return figures;
};

/**
 * From `killedAt`: writes one command (retried as above) and reads it until a read sees it; the
 * milliseconds until then are how long reads took to recover.
 */
export const readRecovery = async (client: ApiClient, patientId: string, killedAt: number, tag: string): Promise<number> => {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await sendUntilAnswered(client, '/api/assessments', { patientId, summary: `${tag}-probe-${attempt}` });
    if (answer.status !== 201) throw new Error(`The probe command was refused: ${answer.status} ${JSON.stringify(answer.body)}`);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const read = await client.get(`/api/assessments/${answer.body.id}`).catch(() => ({ status: 0 }));
      if (read.status === 200) return Date.now() - killedAt;
      await sleep(50);
    }
  }
};
