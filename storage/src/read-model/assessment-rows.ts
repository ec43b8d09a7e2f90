import type { AssessmentStatusId } from '@careledger/domain';
import type { DriverInstant } from './instant';

/** One row of `assessments`. */
export interface AssessmentRow<Instant extends DriverInstant = string> {
  id: string;
  status: AssessmentStatusId;
  /** Stream version of the last applied event: the client's next `expectedVersion`. */
  version: number;
  patient_id: string;
  agency_id: string | null;
  care_service_id: number;
  summary: string | null;
  visit_at: Instant | null;
  cancel_reason: string | null;
  created_by: string;
  created_at: Instant;
  updated_at: Instant;
  last_position: number;
}
