import { AssessmentStatus, assertNever } from '@careledger/domain';
import type { AssessmentRow } from '@careledger/storage';
import type { RecordedAssessmentEvent } from './assessment-events';

const touched = (row: AssessmentRow, event: RecordedAssessmentEvent, change: Partial<AssessmentRow>): AssessmentRow => ({
  ...row,
  ...change,
  version: event.streamVersion,
  updated_at: event.metadata.occurredAt,
  last_position: event.globalPosition,
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
      patient_id: data.patientId,
      agency_id: data.agencyId,
      care_service_id: data.careServiceId,
      summary: data.summary,
      visit_at: null,
      cancel_reason: null,
      created_by: data.createdBy,
      created_at: metadata.occurredAt,
      updated_at: metadata.occurredAt,
      last_position: event.globalPosition,
    };
  }
  if (!row || event.streamVersion <= row.version) return row;
  switch (event.type) {
    case 'AssessmentPended':
      return touched(row, event, { status: AssessmentStatus.PENDING });
    case 'AssessmentScheduled':
      return touched(row, event, { status: AssessmentStatus.SCHEDULED, visit_at: event.data.visitAt });
    case 'AssessmentRescheduled':
      return touched(row, event, { visit_at: event.data.visitAt });
    case 'AssessmentApproved':
      return touched(row, event, { status: AssessmentStatus.APPROVED });
    case 'AssessmentActivated':
      return touched(row, event, { status: AssessmentStatus.ACTIVE });
    case 'AssessmentCompleted':
      return touched(row, event, { status: AssessmentStatus.COMPLETED });
    case 'AssessmentCancelled':
      return touched(row, event, { status: AssessmentStatus.CANCELLED, cancel_reason: event.data.reason });
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
