import { z } from 'zod';
import { countAnswer, displayNameAnswer, instantAnswer } from '../shared/answers';

const positionAnswer = z.number().int().nonnegative();
const digestAnswer = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * What a verification can find wrong. A stream's own chain: an event whose hash is not its content's
 * (`hash_mismatch`), whose `previousHash` is not the hash of the event before it, or a version
 * missing before it. Against the anchors: a stream whose head at an anchor is not the one anchored
 * (`anchor_head_mismatch`, found even when the stream's chain was recomputed), or, when the heads an
 * anchor was taken over cannot be told, the whole span (`anchor_mismatch`); and the anchors
 * themselves: a chain that does not follow on, an anchor of the file the store lacks or holds
 * otherwise, a line of the file that cannot be read.
 */
export const integrityFaultReasons = [
  'version_gap',
  'previous_hash_mismatch',
  'hash_mismatch',
  'anchor_head_mismatch',
  'anchor_mismatch',
  'anchor_chain_broken',
  'anchor_not_in_store',
  'anchor_differs_from_file',
  'anchor_file_unreadable',
] as const;
export type IntegrityFaultReason = (typeof integrityFaultReasons)[number];

/** One broken link: where (the stream and version; an anchor's fault names the anchor stream), and the hash expected beside the one stored. */
export const integrityFaultAnswer = z.strictObject({
  streamId: z.string(),
  /** Null where the fault is not one event's (an anchor's span, a line of the file). */
  streamVersion: z.number().int().nonnegative().nullable(),
  globalPosition: positionAnswer.nullable(),
  reason: z.enum(integrityFaultReasons),
  /** What the chain or the anchor says the hash (or digest) must be; null where nothing is expected (a stream the anchor did not know). */
  expectedHash: z.string().nullable(),
  /** What the store holds; null where it holds nothing (a stream or an anchor gone). */
  storedHash: z.string().nullable(),
  /** More, in words: the anchor and span, a line of the file. */
  detail: z.string().nullable(),
});
export type IntegrityFaultAnswer = z.infer<typeof integrityFaultAnswer>;

export const integrityRunStates = ['waiting', 'running', 'completed', 'failed'] as const;
export type IntegrityRunState = (typeof integrityRunStates)[number];

/** Each stream's chain first, then (for a run over every stream) the log against every anchor. */
export const integrityPhases = ['chains', 'anchors', 'done'] as const;
export type IntegrityPhase = (typeof integrityPhases)[number];

/** At most this many faults are answered per run; `faultCount` counts them all. */
export const INTEGRITY_FAULTS_SHOWN = 100;

/** One verification: what it covers, how far it got, what it found. */
export const integrityRunAnswer = z.strictObject({
  id: z.uuid(),
  state: z.enum(integrityRunStates),
  /** Null and null: every stream, and the anchors. A category, or one stream: their chains only. */
  category: z.string().nullable(),
  streamId: z.string().nullable(),
  requestedBy: z.string(),
  requestedByName: displayNameAnswer,
  requestedAt: instantAnswer,
  startedAt: instantAnswer.nullable(),
  finishedAt: instantAnswer.nullable(),
  phase: z.enum(integrityPhases),
  /** 0 to 100. */
  progress: z.number().min(0).max(100),
  /** The log's last position when the run started: what it vouches for. */
  headPosition: positionAnswer,
  streams: countAnswer,
  events: countAnswer,
  anchors: countAnswer,
  /** Null until the run completes; then whether it found nothing wrong. */
  clean: z.boolean().nullable(),
  faultCount: countAnswer,
  /** The first INTEGRITY_FAULTS_SHOWN faults, in the order found. */
  faults: z.array(integrityFaultAnswer),
  /** Why the last attempt stopped, while it is retried or once it failed. */
  failedReason: z.string().nullable(),
});
export type IntegrityRunAnswer = z.infer<typeof integrityRunAnswer>;

/** One anchor, as the chain's event and the anchor file's line hold it. */
export const anchorAnswer = z.strictObject({
  sequence: z.number().int().positive(),
  fromPosition: positionAnswer,
  position: positionAnswer,
  events: countAnswer,
  streams: countAnswer,
  previousDigest: digestAnswer.nullable(),
  digest: digestAnswer,
  anchoredAt: instantAnswer,
});
export type AnchorAnswer = z.infer<typeof anchorAnswer>;

/** `GET /api/admin/integrity`: the latest runs, newest first, and the anchor chain's length and last anchor. */
export const integrityAnswer = z.strictObject({
  runs: z.array(integrityRunAnswer),
  anchors: countAnswer,
  lastAnchor: anchorAnswer.nullable(),
});
export type IntegrityAnswer = z.infer<typeof integrityAnswer>;

/**
 * `GET /api/admin/integrity/streams/{streamId}`: the last completed run that covered the stream
 * (every stream, its category or itself), and whether it found the stream clean.
 */
export const streamIntegrityAnswer = z.strictObject({
  streamId: z.string(),
  lastRun: z
    .strictObject({
      id: z.uuid(),
      finishedAt: instantAnswer,
      category: z.string().nullable(),
      streamId: z.string().nullable(),
      /** The log's last position when that run started: the stream's events up to there were checked. */
      headPosition: positionAnswer,
      /** False when the run found a fault in this stream, or one it could not pin to a stream. */
      clean: z.boolean(),
    })
    .nullable(),
});
export type StreamIntegrityAnswer = z.infer<typeof streamIntegrityAnswer>;
