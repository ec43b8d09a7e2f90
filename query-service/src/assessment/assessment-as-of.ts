import { AssessmentStatus, assessmentDecider, fold, invalid, type AssessmentEvent } from '@careledger/domain';
import type { RecordedEvent } from '@careledger/storage';
import type { AssessmentRecord } from './assessment-row';

export const parseAsOf = (raw: string): Date => {
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(raw) ? new Date(raw) : new Date(Number.NaN);
  if (Number.isNaN(instant.getTime())) {
    throw invalid([{ path: 'asOf', message: 'must be an ISO-8601 date-time, e.g. 2026-11-01T09:30:00Z' }], 'The asOf parameter is not valid.');
  }
  return instant;
};

/**
 * The assessment as it stood at `instant`, folded from its events with the domain's own
 * `evolve`: history is judged by when things happened (occurredAt), not when they were stored.
 */
export const assessmentAsOf = (events: readonly RecordedEvent[], instant: Date): AssessmentRecord | undefined => {
  const past = events.filter((event) => new Date(event.metadata.occurredAt) <= instant);
  const first = past[0];
  const last = past.at(-1);
  const state = fold(assessmentDecider, past as unknown as AssessmentEvent[]);
  if (state.status === 'none' || !first || !last) return undefined;
  return {
    id: state.assessmentId,
    status: state.status,
    version: last.streamVersion,
    patientId: state.patientId,
    agencyId: state.agencyId,
    careServiceId: state.careServiceId,
    summary: state.summary,
    visitAt: 'visitAt' in state ? state.visitAt : null,
    cancelReason: state.status === AssessmentStatus.CANCELLED ? state.reason : null,
    createdBy: state.createdBy,
    createdAt: first.metadata.occurredAt,
    updatedAt: last.metadata.occurredAt,
  };
};
