import { assertNever, type AssessmentShiftAdded, type AssessmentShiftCancelled, type AssessmentShiftChanged } from '@careledger/domain';
import type { AssessmentShiftRow, RecordedEvent } from '@careledger/storage';
import { stamp } from '../engine/stream-stamp';

export type ShiftEvent = AssessmentShiftAdded | AssessmentShiftChanged | AssessmentShiftCancelled;
export type RecordedShiftEvent = Omit<RecordedEvent, 'type' | 'data'> & ShiftEvent;

export const shiftEventTypes: readonly ShiftEvent['type'][] = ['AssessmentShiftAdded', 'AssessmentShiftChanged', 'AssessmentShiftCancelled'];

export const shiftKey = (assessmentId: string, shiftId: string): string => `${assessmentId}/${shiftId}`;

/** The shift after `event`; an event it already reflects, or about a shift never added, leaves it. */
export const evolveShift = (row: AssessmentShiftRow | null, event: RecordedShiftEvent): AssessmentShiftRow | null => {
  const { data } = event;
  if (event.type === 'AssessmentShiftAdded') {
    if (row) return row;
    return {
      assessment_id: data.assessmentId, shift_id: data.shiftId, starts_at: event.data.startsAt, ends_at: event.data.endsAt,
      caregiver_id: event.data.caregiverId, status: 'planned', cancel_reason: null, created_at: event.metadata.occurredAt, ...stamp(event),
    };
  }
  if (!row || event.streamVersion <= row.version) return row;
  switch (event.type) {
    case 'AssessmentShiftChanged':
      return { ...row, starts_at: event.data.startsAt, ends_at: event.data.endsAt, caregiver_id: event.data.caregiverId, ...stamp(event) };
    case 'AssessmentShiftCancelled':
      return { ...row, status: 'cancelled', cancel_reason: event.data.reason, ...stamp(event) };
    default:
      return assertNever(event);
  }
};
