import type { Event } from '../shared/event';

// One word, as every category: the audit log reads a stream's category up to its first dash.
export const ANCHOR_STREAM_CATEGORY = 'anchor';

/**
 * The store's one anchor chain. Every anchor is an event of this one record, appended at the
 * version its anchorer read, so two anchorers racing cannot fork the chain: one of them is refused.
 */
export const ANCHOR_CHAIN_ID = 'a4c40000-0000-4000-8000-000000000001';
export const ANCHOR_STREAM_ID = `${ANCHOR_STREAM_CATEGORY}-${ANCHOR_CHAIN_ID}`;

/** What one anchor commits to, as its event, its line in the anchor file and its answer say. */
export interface AnchorDetails {
  /** 1 for the chain's first anchor, then 2, 3 ... */
  sequence: number;
  /** The previous anchor's position (0 for the first): the anchor covers the events after it ... */
  fromPosition: number;
  /** ... up to and with this global position. */
  position: number;
  /** How many events that span holds, and of how many streams. */
  events: number;
  streams: number;
  /** The previous anchor's digest: each anchor's digest is computed over it, so the last one commits to all before it. */
  previousDigest: string | null;
  /** SHA-256, hex, over the previous digest, the span and the head (id, version, hash) of every stream written in it. */
  digest: string;
  /** When the anchor was taken (the command's time). */
  anchoredAt: string;
}

export type AnchorRecorded = Event<'AnchorRecorded', AnchorDetails & { chainId: string }>;

export type AnchorEvent = AnchorRecorded;
export type AnchorEventType = AnchorEvent['type'];

export const anchorEventTypes: readonly AnchorEventType[] = ['AnchorRecorded'];

export const isAnchorEvent = (event: Event): event is AnchorEvent => anchorEventTypes.includes(event.type as AnchorEventType);
