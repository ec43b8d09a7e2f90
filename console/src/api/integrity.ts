import type { AnchorAnswer, IntegrityAnswer, IntegrityFaultAnswer, IntegrityFaultReason, IntegrityRunAnswer, StreamIntegrityAnswer } from '@careledger/domain';
import { api } from './client';
import type { CommandResult } from './types';

/** `GET /api/admin/integrity`: the latest verifications, newest first, and the anchor chain. */
export type Integrity = IntegrityAnswer;

/** One verification: what it covers, how far it got, what it found. */
export type IntegrityRun = IntegrityRunAnswer;

/** One broken link a verification found. */
export type IntegrityFault = IntegrityFaultAnswer;

export type { IntegrityFaultReason };

/** One anchor of the chain. */
export type Anchor = AnchorAnswer;

/** A stream's last verdict: the last completed verification that covered it. */
export type StreamIntegrity = StreamIntegrityAnswer;

/** Every stream and the anchors (nothing given), one category, or one stream. */
export interface VerificationScope {
  category?: string;
  streamId?: string;
}

/** `POST /api/admin/integrity/anchors` answers the anchor it took; a retry answered from its Idempotency-Key answers the record alone. */
export interface AnchorTaken extends CommandResult {
  anchor?: Anchor;
  fileWritten?: boolean;
}

export const integrityApi = {
  overview: (signal?: AbortSignal) => api.get<Integrity>('/api/admin/integrity', { signal }),

  verify: (scope: VerificationScope = {}) => api.post<IntegrityRun>('/api/admin/integrity/verify', scope),

  anchor: (idempotencyKey: string) => api.post<AnchorTaken>('/api/admin/integrity/anchors', {}, { idempotencyKey }),

  stream: (streamId: string, signal?: AbortSignal) => api.get<StreamIntegrity>(`/api/admin/integrity/streams/${encodeURIComponent(streamId)}`, { signal }),
};
