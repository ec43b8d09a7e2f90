import { AssessmentStatus, assertNever, type AssessmentStatusId } from '@careledger/domain';
import type { RecordedAssessmentEvent } from './assessment-events';

/** One row of `assessments`; instants are ISO strings as the events carry them. */
export interface AssessmentRow {
  id: string;
  status: AssessmentStatusId;
  /** Stream version of the last applied event: the client's next `expectedVersion`. */
  version: number;
  patientId: string;
  agencyId: string | null;
  careServiceId: number;
  summary: string | null;
  visitAt: string | null;
  cancelReason: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  lastPosition: number;
}

const touched = (row: AssessmentRow, event: RecordedAssessmentEvent, change: Partial<AssessmentRow>): AssessmentRow => ({
  ...row,
  ...change,
  version: event.streamVersion,
  updatedAt: event.metadata.occurredAt,
  lastPosition: event.globalPosition,
});

/**
 * The row after `event`. An event the row already reflects (same or older stream version) leaves
 * it as is, so replaying a batch is harmless; so does any event of an assessment never created.
 */
export const evolve = (row: AssessmentRow | null, event: RecordedAssessmentEvent): AssessmentRow | null => {
  if (event.type === 'AssessmentCreated') {
    if (row) return row;
    const { data, metadata } = event;
    return {
      id: data.assessmentId,
      status: data.status,
      version: event.streamVersion,
      patientId: data.patientId,
      agencyId: data.agencyId,
      careServiceId: data.careServiceId,
      summary: data.summary,
      visitAt: null,
      cancelReason: null,
      createdBy: data.createdBy,
      createdAt: metadata.occurredAt,
      updatedAt: metadata.occurredAt,
      lastPosition: event.globalPosition,
    };
  }
  if (!row || event.streamVersion <= row.version) return row;
  switch (event.type) {
    case 'AssessmentPended':
      return touched(row, event, { status: AssessmentStatus.PENDING });
    case 'AssessmentScheduled':
      return touched(row, event, { status: AssessmentStatus.SCHEDULED, visitAt: event.data.visitAt });
    case 'AssessmentRescheduled':
      return touched(row, event, { visitAt: event.data.visitAt });
    case 'AssessmentApproved':
      return touched(row, event, { status: AssessmentStatus.APPROVED });
    case 'AssessmentActivated':
      return touched(row, event, { status: AssessmentStatus.ACTIVE });
    case 'AssessmentCompleted':
      return touched(row, event, { status: AssessmentStatus.COMPLETED });
    case 'AssessmentCancelled':
      return touched(row, event, { status: AssessmentStatus.CANCELLED, cancelReason: event.data.reason });
    // Shifts and survey answers are not part of the row; the version still moves, so the client's
    // next expectedVersion is right.
    case 'AssessmentShiftAdded':
    case 'AssessmentShiftChanged':
    case 'AssessmentShiftCancelled':
    case 'AssessmentSurveyAnswered':
      return touched(row, event, {});
    default:
      return assertNever(event);
  }
};
