import type { Event } from '../shared/event';

/**
 * An account's failed sign-ins, one stream per account beside its own: an attempt by a stranger
 * must not move the version an administrator's next change to the account expects. The audit log
 * shows them (`/api/audit/events?category=signin`). Attempts naming no account are counted by the
 * address they came from but not stored: an email someone mistyped is not kept for ever.
 */
export const SIGN_IN_STREAM_CATEGORY = 'signin';
export const signInStreamId = (userId: string): string => `${SIGN_IN_STREAM_CATEGORY}-${userId}`;

/** Whoever tried is not signed in: the event names nobody as its actor, and the account in its data. */
export const NOBODY_ACTOR_ID = '00000000-0000-0000-0000-000000000000';

export type SignInFailed = Event<
  'SignInFailed',
  {
    userId: string;
    /** The client address as the server saw it (behind a trusted proxy, the forwarded one). */
    address: string;
    /** The account's failures in a row, this one included. */
    failures: number;
    /** Until when further attempts are refused, when this failure locked the account. */
    lockedUntil: string | null;
  }
>;
