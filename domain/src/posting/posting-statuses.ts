import { findEntry, idsByKey, type CatalogEntry, type IdOf } from '../catalog/catalog-entry';

/**
 * SPEC.md names no posting status ids, so they live with the aggregate: a posting is drafted,
 * published (open), may be held and released, and ends filled or closed.
 */
export const postingStatuses = [
  { id: 1, key: 'DRAFT', label: 'Draft', translationKey: 'postingStatus.draft' },
  { id: 2, key: 'OPEN', label: 'Open', translationKey: 'postingStatus.open' },
  { id: 3, key: 'ON_HOLD', label: 'On hold', translationKey: 'postingStatus.onHold' },
  { id: 4, key: 'FILLED', label: 'Filled', translationKey: 'postingStatus.filled' },
  { id: 5, key: 'CLOSED', label: 'Closed', translationKey: 'postingStatus.closed' },
] as const satisfies readonly CatalogEntry<number>[];

export const PostingStatus = idsByKey(postingStatuses);
export type PostingStatusId = IdOf<typeof postingStatuses>;
/** Every status a posting can be closed from: all but CLOSED itself. */
export type UnclosedPostingStatusId = Exclude<PostingStatusId, typeof PostingStatus.CLOSED>;

/** The close reason the scheduler gives a posting whose end date has passed; the console words it ("Closed (expired)"). */
export const POSTING_EXPIRED_REASON = 'expired';

export const postingStatusLabel = (status: PostingStatusId): string => findEntry(postingStatuses, status)?.label ?? String(status);

/** What can be done to an existing posting, as the actions appear in URLs. */
export const postingRecordActions = [
  'publish',
  'hold',
  'unhold',
  'extend',
  'invite-agency',
  'invite-caregiver',
  'apply',
  'assign',
  'fill',
  'close',
] as const;

export type PostingRecordAction = (typeof postingRecordActions)[number];

const whileUnfinished = ['extend', 'invite-agency', 'invite-caregiver', 'close'] as const;

/**
 * A draft is prepared (extended, candidates invited) before it is published; only an open
 * posting takes applications and assignments, and is filled; a filled posting may still run
 * longer; a closed one is final.
 */
const actionsAllowedIn: Record<PostingStatusId, readonly PostingRecordAction[]> = {
  [PostingStatus.DRAFT]: ['publish', ...whileUnfinished],
  [PostingStatus.OPEN]: ['hold', 'apply', 'assign', 'fill', ...whileUnfinished],
  [PostingStatus.ON_HOLD]: ['unhold', ...whileUnfinished],
  [PostingStatus.FILLED]: ['extend', 'close'],
  [PostingStatus.CLOSED]: [],
};

export const allowedPostingActions = (status: PostingStatusId): readonly PostingRecordAction[] => actionsAllowedIn[status];

export const isPostingActionAllowed = (status: PostingStatusId, action: PostingRecordAction): boolean => actionsAllowedIn[status].includes(action);

/** Reads "You cannot <phrase> a posting that is on hold." */
export const postingActionPhrases: Record<PostingRecordAction, string> = {
  publish: 'publish',
  hold: 'hold',
  unhold: 'release from hold',
  extend: 'extend',
  'invite-agency': 'invite an agency to',
  'invite-caregiver': 'invite a caregiver to',
  apply: 'apply to',
  assign: 'assign',
  fill: 'fill',
  close: 'close',
};
