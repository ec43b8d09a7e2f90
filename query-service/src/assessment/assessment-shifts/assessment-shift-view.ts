import { iso } from '../../shared-living/query-params';

export interface AssessmentShiftRecord {
  shift_id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  caregiver_id: string | null;
  status: 'planned' | 'cancelled';
  cancel_reason: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface AssessmentShiftView {
  shiftId: string;
  startsAt: string;
  endsAt: string;
  caregiverId: string | null;
  status: 'planned' | 'cancelled';
  cancelReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export const SHIFT_COLUMNS = 'shift_id, starts_at, ends_at, caregiver_id, status, cancel_reason, created_at, updated_at';

export const toShiftView = (record: AssessmentShiftRecord): AssessmentShiftView => ({
  shiftId: record.shift_id,
  startsAt: iso(record.starts_at) ?? '',
  endsAt: iso(record.ends_at) ?? '',
  caregiverId: record.caregiver_id,
  status: record.status,
  cancelReason: record.cancel_reason,
  createdAt: iso(record.created_at) ?? '',
  updatedAt: iso(record.updated_at) ?? '',
});
