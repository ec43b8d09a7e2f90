import type { AssessmentShiftAnswer } from '@careledger/domain';
import type { AssessmentShiftRow, DriverInstant } from '@careledger/storage';
import { iso } from '../../shared-living/query-params';

/** An `assessment_shifts` row with its caregiver's name, as the queries select it. */
export type AssessmentShiftRecord = Omit<AssessmentShiftRow<DriverInstant>, 'assessment_id' | 'version' | 'last_position'> & { caregiver_name: string | null };

/** The shift's columns, and its caregiver's name from the caregivers read model (a shift names the caregiver's user). */
export const SHIFT_COLUMNS = `s.shift_id, s.starts_at, s.ends_at, s.caregiver_id, s.status, s.cancel_reason, s.created_at, s.updated_at,
  (SELECT c.first_name || ' ' || c.last_name FROM caregivers c WHERE c.user_id = s.caregiver_id ORDER BY c.created_at LIMIT 1) AS caregiver_name`;

export const toShiftView = (record: AssessmentShiftRecord): AssessmentShiftAnswer => ({
  shiftId: record.shift_id,
  startsAt: iso(record.starts_at) ?? '',
  endsAt: iso(record.ends_at) ?? '',
  caregiverId: record.caregiver_id,
  caregiverName: record.caregiver_name,
  status: record.status,
  cancelReason: record.cancel_reason,
  createdAt: iso(record.created_at) ?? '',
  updatedAt: iso(record.updated_at) ?? '',
});
