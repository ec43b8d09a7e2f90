import type { FieldError } from '@careledger/domain';
import { throwIfInvalid, wholeNumberParam } from '../http/list-query';

/** At most this many events in one answer. */
export const MAX_FEED_LIMIT = 1_000;
/** A long poll waits at most this long (seconds), well inside the balancer's 60 s server timeout. */
export const MAX_FEED_WAIT_SECONDS = 25;
/** At most this many event types in one `types`. */
const MAX_TYPES = 50;
const EVENT_TYPE = /^[A-Za-z][A-Za-z0-9]*$/;

export interface FeedRequest {
  /** Exclusive: the events after this position (0 reads from the first). */
  after: number;
  /** Only these event types; every type when absent. */
  types?: ReadonlySet<string>;
  limit: number;
  /** How long to wait for a new event when none follows `after` yet, in milliseconds. */
  waitMs: number;
}

const typesParam = (raw: unknown, errors: FieldError[]): ReadonlySet<string> | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const names = typeof raw === 'string' ? raw.split(',').map((name) => name.trim()) : [];
  if (names.length === 0 || names.length > MAX_TYPES || !names.every((name) => EVENT_TYPE.test(name))) {
    errors.push({ path: 'types', message: `must be up to ${MAX_TYPES} event type names separated by commas, e.g. PatientRegistered,AssessmentApproved` });
    return undefined;
  }
  return new Set(names);
};

/** 400 naming each bad parameter and its rule; `after` must not pass the log's `head`. */
export const parseFeedRequest = (query: Record<string, unknown>, head: number): FeedRequest => {
  const errors: FieldError[] = [];
  const after = wholeNumberParam(query.after, 'after', 0, Number.MAX_SAFE_INTEGER, 0, errors);
  if (after > head) errors.push({ path: 'after', message: `must be a position of the log, at most its newest, ${head}` });
  const request: FeedRequest = {
    after,
    types: typesParam(query.types, errors),
    limit: wholeNumberParam(query.limit, 'limit', 1, MAX_FEED_LIMIT, 100, errors),
    waitMs: wholeNumberParam(query.wait, 'wait', 0, MAX_FEED_WAIT_SECONDS, 0, errors) * 1_000,
  };
  throwIfInvalid(errors);
  return request;
};
