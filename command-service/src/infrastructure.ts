import type { ProjectionRebuilds } from '@careledger/jobs';
import {
  createSessionStore,
  createSignInThrottle,
  createUserStore,
  openEventStore,
  type EventStore,
  type SessionStore,
  type SignInThrottle,
  type SqlDatabase,
  type UserStore,
} from '@careledger/storage';

/** What the command side needs from the outside, handed in by whoever composes the process. */
export interface CommandInfrastructure {
  eventStore: EventStore;
  sessions: SessionStore;
  users: UserStore;
  /** Sign-in attempts per account and address, in the database so every process sees one count. */
  signInThrottle: SignInThrottle;
  /** The clock lives here, at the edge: the domain receives time in each command. */
  now: () => Date;
  /** Where rebuilds of the read models are sent; absent when this process cannot reach any worker. */
  rebuilds?: ProjectionRebuilds;
}

export const INFRASTRUCTURE = Symbol('CommandInfrastructure');

/** `sessions` is the process's one session store (cached, see `openSessionStore`); tests may leave it out. */
export const commandInfrastructure = async (db: SqlDatabase, rebuilds?: ProjectionRebuilds, sessions?: SessionStore): Promise<CommandInfrastructure> => ({
  eventStore: await openEventStore(db),
  sessions: sessions ?? createSessionStore(db),
  users: createUserStore(db),
  signInThrottle: createSignInThrottle(db),
  now: () => new Date(),
  rebuilds,
});
