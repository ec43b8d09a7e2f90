import { createHash } from 'node:crypto';

/** A stream's last event at some position: what an anchor commits to for that stream. */
export interface StreamHead {
  streamId: string;
  version: number;
  hash: string;
  /** Where that event lies; not part of any digest. */
  position?: number;
}

/** One anchor's span of the log, and the anchor before it. */
export interface AnchorSpan {
  previousDigest: string | null;
  /** Exclusive. */
  fromPosition: number;
  /** Inclusive. */
  position: number;
  /** Events in the span. */
  events: number;
  /** The last event of each stream written in the span, in `headsInOrder` order. */
  heads: readonly StreamHead[];
}

/** Named in every digest, so a digest taken by another rule can never pass for one of these. */
export const ANCHOR_DIGEST_RULE = 'careledger-anchor-1';

/** Stream ids by code unit: an order every store and every auditor's machine gives alike. */
export const headsInOrder = (heads: Iterable<StreamHead>): StreamHead[] => [...heads].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));

/**
 * SHA-256, hex, over lines: the rule's name, the previous digest (`-` for the first anchor), the
 * span's bounds, its event and stream counts, then one line per stream head, `"<stream id>" <version>
 * <hash>`, in code-unit order of the ids. Chained through `previousDigest`, the last anchor commits
 * to every stream's head as of its position: a stream not written in its span was in an earlier one.
 */
export const anchorDigest = (span: AnchorSpan): string => {
  const digest = createHash('sha256');
  digest.update(`${ANCHOR_DIGEST_RULE}\n${span.previousDigest ?? '-'}\n${span.fromPosition}\n${span.position}\n${span.events}\n${span.heads.length}\n`);
  for (const head of span.heads) digest.update(`${JSON.stringify(head.streamId)} ${head.version} ${head.hash}\n`);
  return digest.digest('hex');
};
