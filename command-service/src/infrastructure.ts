import type { JobQueues, ProjectionRebuilds } from '@careledger/jobs';
import { webhookSettingsFrom, type WebhookSettings } from '@careledger/http';
import {
  dropAnchorHeads,
  keepAnchorHeads,
  type StreamHead,
  createSessionStore,
  openApiKeyStore,
  type CachedApiKeyStore,
  createSignInThrottle,
  createUserStore,
  createWebhookStore,
  openConfiguredEventStore,
  openStreamCache,
  type EventStore,
  type RecordedEvent,
  type SessionStore,
  type SignInThrottle,
  type SqlDatabase,
  type UserStore,
  type WebhookStore,
} from '@careledger/storage';

/** What anchoring keeps beside the anchor chain's events. */
export interface AnchorKeeping {
  /** The heads an anchor's digest was taken over, kept under it (they name the streams a later verification finds changed). */
  keepHeads(digest: string, heads: readonly StreamHead[]): Promise<void>;
  dropHeads(digest: string): Promise<void>;
  /** ANCHOR_DIR: the folder of the anchor file; set by whoever composes the process; without it no file is written. */
  dir?: string;
}

/** What the command side needs from the outside, handed in by whoever composes the process. */
export interface CommandInfrastructure {
  eventStore: EventStore;
  /**
   * Reads the streams of the records a command references (their facts decide who may act), from
   * memory while nothing has changed them (DESIGN.md section 8); never the stream being changed.
   */
  readReferenced(streamId: string): Promise<RecordedEvent[]>;
  sessions: SessionStore;
  users: UserStore;
  /** API keys: their rows beside the key's events, their cached lookups and their uses. */
  apiKeys: CachedApiKeyStore;
  /** Sign-in attempts per account and address, in the database so every process sees one count. */
  signInThrottle: SignInThrottle;
  /** The clock lives here, at the edge: the domain receives time in each command. */
  now: () => Date;
  /** Where rebuilds of the read models are sent; absent when this process cannot reach any worker. */
  rebuilds?: ProjectionRebuilds;
  /** The background job queues; set by whoever composes the process once they exist. */
  jobs?: JobQueues;
  anchors: AnchorKeeping;
  /** What webhooks keep beside the log (secrets, cursors, deliveries) and how their targets are checked and tried (WEBHOOKS_* settings). */
  webhooks: { store: WebhookStore; settings: WebhookSettings };
  /** Stops listening for the log's changes. */
  close(): Promise<void>;
}

export const INFRASTRUCTURE = Symbol('CommandInfrastructure');

/**
 * `sessions` is the process's one session store (cached, see `openSessionStore`); tests may leave
 * it out. `env` says where the events are (EVENTSTORE_URL); without it, in the database. `apiKeys`, like
 * `sessions`, is shared by both services of one process; without it this side opens its own.
 */
export const commandInfrastructure = async (
  db: SqlDatabase,
  rebuilds?: ProjectionRebuilds,
  sessions?: SessionStore,
  env: Record<string, string | undefined> = {},
  apiKeys?: CachedApiKeyStore,
): Promise<CommandInfrastructure> => {
  const keys = apiKeys ?? (await openApiKeyStore(db));
  const store = await openConfiguredEventStore(db, env);
  // The stream cache forgets what the database's notices name; KurrentDB's appends send none, so there every read goes to the store.
  const streams = store.engine === 'sql' ? await openStreamCache(db, store) : { store, readStream: (streamId: string) => store.readStream(streamId), stop: async () => undefined };
  return {
    eventStore: streams.store,
    readReferenced: streams.readStream,
    sessions: sessions ?? createSessionStore(db),
    users: createUserStore(db),
    apiKeys: keys,
    signInThrottle: createSignInThrottle(db),
    now: () => new Date(),
    rebuilds,
    webhooks: { store: createWebhookStore(db), settings: webhookSettingsFrom(env) },
    anchors: { keepHeads: (digest, heads) => keepAnchorHeads(db, digest, heads), dropHeads: (digest) => dropAnchorHeads(db, digest) },
    async close() {
      if (!apiKeys) await keys.stop();
      await streams.stop();
      await store.close();
    },
  };
};
