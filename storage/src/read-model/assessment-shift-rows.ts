import type { DriverInstant } from './instant';

/** One row of `assessment_shifts`; `version` is the assessment stream's version at the shift's last change. */
export interface AssessmentShiftRow<Instant extends DriverInstant = string> {
  assessment_id: string;
  shift_id: string;
  starts_at: Instant;
  ends_at: Instant;
  caregiver_id: string | null;
  status: 'planned' | 'cancelled';
  cancel_reason: string | null;
  created_at: Instant;
  updated_at: Instant;
  version: number;
  last_position: number;
}
