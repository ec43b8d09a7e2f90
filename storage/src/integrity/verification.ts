import { ANCHOR_STREAM_ID, type AnchorDetails, type IntegrityFaultAnswer, type IntegrityPhase } from '@careledger/domain';
import { followLink, type ChainState, type LinkFault } from '../event-store/chain-link';
import type { EventStore } from '../event-store/event-store';
import { anchorDigest, type StreamHead } from './anchor-digest';
import { anchorLine, type AnchorFileContent } from './anchor-file';
import { readSpan } from './anchor-span';
import { yieldToOthers } from './yield-to-others';

export type IntegrityFault = IntegrityFaultAnswer;

/** Every stream (and then the anchors), one category's streams, or one stream. */
export interface VerificationScope {
  category?: string;
  streamId?: string;
}

/** Only a run over every stream checks the anchors: an anchor's digest covers every stream written in its span. */
export const coversAnchors = (scope: VerificationScope): boolean => scope.category === undefined && scope.streamId === undefined;

/** Where a verification stands, all it needs to go on from there. */
export interface VerificationPlace {
  phase: IntegrityPhase;
  /** The last event whose link was checked: the next page starts after it, and checks its successor against it. */
  chain?: ChainState;
  /** The last anchor whose span was checked. */
  anchorSequence: number;
}

export const VERIFICATION_START: VerificationPlace = { phase: 'chains', anchorSequence: 0 };

/** One page of the chains or one anchor's span: where the run stands after it, what it counted and found there. */
export interface VerificationStep {
  place: VerificationPlace;
  streams: number;
  events: number;
  anchors: number;
  faults: IntegrityFault[];
  /** In the anchors phase: the position the checked spans reached, and the last anchor's. */
  anchored?: { reached: number; last: number };
}

export interface AnchorSources {
  /** The chain as the store holds it, by sequence. */
  stored: readonly AnchorDetails[];
  /** The anchor file's anchors; undefined where there is no file to check against. */
  file?: AnchorFileContent;
  /** The heads kept for the anchor with this digest, if any. */
  heads(digest: string): Promise<readonly StreamHead[] | undefined>;
}

export type VerificationStore = Pick<EventStore, 'readByStream' | 'readAll'>;

const CHAIN_PAGE = 1_000;

const anchorFault = (anchor: Pick<AnchorDetails, 'sequence'>, fault: Omit<IntegrityFault, 'streamId' | 'streamVersion' | 'globalPosition'>): IntegrityFault => ({
  streamId: ANCHOR_STREAM_ID,
  // The chain's events are its anchors, the first at version 0.
  streamVersion: anchor.sequence - 1,
  globalPosition: null,
  ...fault,
});

const chainFault = ({ link, expectedHash, storedHash }: LinkFault): IntegrityFault => ({
  streamId: link.streamId,
  streamVersion: link.streamVersion,
  globalPosition: link.globalPosition,
  reason: link.reason,
  expectedHash,
  storedHash,
  detail: null,
});

/** One page of the walk by stream: each event's link to the one before it; a stream whose chain broke is not checked further. */
const chainStep = async (store: VerificationStore, scope: VerificationScope, place: VerificationPlace, pageSize: number): Promise<VerificationStep> => {
  let chain = place.chain;
  const page = await store.readByStream({ ...scope, after: chain && { streamId: chain.streamId, streamVersion: chain.streamVersion }, limit: pageSize });
  const faults: IntegrityFault[] = [];
  let streams = 0;
  for (const event of page) {
    const previous = chain?.streamId === event.streamId ? chain : undefined;
    if (previous === undefined) streams += 1;
    const { fault, state } = followLink(event, previous);
    if (fault) faults.push(chainFault(fault));
    chain = state;
  }
  const walked = page.length < pageSize;
  const phase = !walked ? 'chains' : coversAnchors(scope) ? 'anchors' : 'done';
  return { place: { ...place, phase, chain }, streams, events: page.length, anchors: 0, faults };
};

/** The anchors to check, by sequence (the file's where it has one, else the store's), and what is wrong with the chain itself. */
export const planAnchorChecks = (sources: Pick<AnchorSources, 'stored' | 'file'>): { checks: AnchorDetails[]; faults: IntegrityFault[] } => {
  const faults: IntegrityFault[] = [];
  for (const { line, reason } of sources.file?.unreadable ?? []) {
    faults.push({ streamId: ANCHOR_STREAM_ID, streamVersion: null, globalPosition: null, reason: 'anchor_file_unreadable', expectedHash: null, storedHash: null, detail: `line ${line} ${reason}` });
  }
  const stored = new Map(sources.stored.map((anchor) => [anchor.sequence, anchor]));
  const filed = new Map((sources.file?.anchors ?? []).map((anchor) => [anchor.sequence, anchor]));
  const checks: AnchorDetails[] = [];
  for (const sequence of [...new Set([...stored.keys(), ...filed.keys()])].sort((a, b) => a - b)) {
    const inStore = stored.get(sequence);
    const inFile = filed.get(sequence);
    if (inFile && !inStore) {
      faults.push(anchorFault(inFile, { reason: 'anchor_not_in_store', expectedHash: inFile.digest, storedHash: null, detail: `anchor ${sequence} (position ${inFile.position}) is in the file, not in the store` }));
    } else if (inFile && inStore && anchorLine(inFile) !== anchorLine(inStore)) {
      faults.push(anchorFault(inFile, { reason: 'anchor_differs_from_file', expectedHash: inFile.digest, storedHash: inStore.digest, detail: `anchor ${sequence}: the store holds it otherwise than the file` }));
    }
    checks.push((inFile ?? inStore) as AnchorDetails);
  }
  checks.forEach((anchor, index) => {
    const before = checks[index - 1];
    if (anchor.sequence !== index + 1 || anchor.fromPosition !== (before?.position ?? 0) || anchor.previousDigest !== (before?.digest ?? null)) {
      faults.push(anchorFault(anchor, { reason: 'anchor_chain_broken', expectedHash: before?.digest ?? null, storedHash: anchor.previousDigest, detail: `anchor ${anchor.sequence} does not follow on from anchor ${index}` }));
    }
  });
  return { checks, faults };
};

/** The streams whose head in the log is not the one anchored, or that only one of the two has. */
const headsThatDiffer = (anchor: AnchorDetails, anchored: readonly StreamHead[], stored: readonly StreamHead[]): IntegrityFault[] => {
  const inLog = new Map(stored.map((head) => [head.streamId, head]));
  const kept = new Map(anchored.map((head) => [head.streamId, head]));
  return [...new Set([...kept.keys(), ...inLog.keys()])].flatMap((streamId) => {
    const expected = kept.get(streamId);
    const found = inLog.get(streamId);
    if (expected && found && expected.version === found.version && expected.hash === found.hash) return [];
    const versions = `anchored at version ${expected?.version ?? 'none'}, in the log at ${found?.version ?? 'none'}`;
    return [
      {
        streamId,
        streamVersion: expected?.version ?? found?.version ?? null,
        globalPosition: found?.position ?? null,
        reason: 'anchor_head_mismatch' as const,
        expectedHash: expected?.hash ?? null,
        storedHash: found?.hash ?? null,
        detail: `anchor ${anchor.sequence} (position ${anchor.position}): ${versions}`,
      },
    ];
  });
};

/**
 * Recomputes one anchor's digest from the log as it is now. When it differs and the heads kept
 * for the anchor give its digest again (so they are the ones anchored), the streams whose heads
 * changed are named; otherwise the span is.
 */
const checkSpan = async (store: VerificationStore, anchor: AnchorDetails, heads: AnchorSources['heads']): Promise<IntegrityFault[]> => {
  const span = await readSpan(store, anchor.fromPosition, anchor.position);
  const bounds = { previousDigest: anchor.previousDigest, fromPosition: anchor.fromPosition, position: anchor.position };
  const recomputed = anchorDigest({ ...bounds, events: span.events, heads: span.heads });
  if (recomputed === anchor.digest) return [];
  const kept = await heads(anchor.digest);
  if (kept && anchorDigest({ ...bounds, events: anchor.events, heads: kept }) === anchor.digest) {
    const named = headsThatDiffer(anchor, kept, span.heads);
    if (named.length > 0) return named;
  }
  return [
    anchorFault(anchor, {
      reason: 'anchor_mismatch',
      expectedHash: anchor.digest,
      storedHash: recomputed,
      detail: `anchor ${anchor.sequence}, positions ${anchor.fromPosition + 1} to ${anchor.position}: ${span.events} events of ${span.heads.length} streams now, ${anchor.events} of ${anchor.streams} anchored`,
    }),
  ];
};

export interface VerificationInput {
  store: VerificationStore;
  scope: VerificationScope;
  /** `VERIFICATION_START`, or where an earlier attempt got to. */
  from: VerificationPlace;
  anchors: () => Promise<AnchorSources>;
  /** Called after each page and each anchor; what it keeps is where a later attempt goes on from. */
  onStep: (step: VerificationStep) => Promise<void>;
  pageSize?: number;
}

/**
 * Checks every stream's chain, stream after stream, then (over every stream) the log against every
 * anchor: each anchor's digest computed again from the events of its span. A stream whose events
 * were edited and whose chain was computed again passes the first check and fails the second.
 */
export const verifyIntegrity = async ({ store, scope, from, anchors, onStep, pageSize = CHAIN_PAGE }: VerificationInput): Promise<void> => {
  let place = from;
  while (place.phase === 'chains') {
    const step = await chainStep(store, scope, place, pageSize);
    await onStep(step);
    place = step.place;
    await yieldToOthers();
  }
  if (place.phase !== 'anchors') return;
  const sources = await anchors();
  const { checks, faults } = planAnchorChecks(sources);
  const last = checks.at(-1)?.position ?? 0;
  for (const anchor of checks) {
    if (anchor.sequence <= place.anchorSequence) continue;
    place = { ...place, anchorSequence: anchor.sequence };
    await onStep({ place, streams: 0, events: 0, anchors: 1, faults: await checkSpan(store, anchor, sources.heads), anchored: { reached: anchor.position, last } });
  }
  await onStep({ place: { ...place, phase: 'done' }, streams: 0, events: 0, anchors: 0, faults });
};

export interface VerificationOutcome {
  streams: number;
  events: number;
  anchors: number;
  faults: IntegrityFault[];
}

/** A whole verification in one go, nothing kept on the way: what `npm run verify` runs. */
export const verifyAll = async (input: Omit<VerificationInput, 'from' | 'onStep'>): Promise<VerificationOutcome> => {
  const outcome: VerificationOutcome = { streams: 0, events: 0, anchors: 0, faults: [] };
  await verifyIntegrity({
    ...input,
    from: VERIFICATION_START,
    onStep: async (step) => {
      outcome.streams += step.streams;
      outcome.events += step.events;
      outcome.anchors += step.anchors;
      outcome.faults.push(...step.faults);
    },
  });
  return outcome;
};
