import { assertNever, ReferralStatus, type ReferralEvent, type ReferralMilestone } from '@careledger/domain';
import type { RecordedEvent } from '@careledger/storage';
import { stamp } from '../engine/stream-stamp';

export type RecordedReferralEvent = Omit<RecordedEvent, 'type' | 'data'> & ReferralEvent;

/** The column of each milestone's date. */
export const MILESTONE_COLUMNS: Record<ReferralMilestone, string> = {
  'hospital-admission': 'hospital_admission_on',
  'hospital-discharge': 'hospital_discharge_on',
  'on-site-visit': 'on_site_visit_on',
  approved: 'approved_on',
  accepted: 'accepted_on',
  'move-in': 'move_in_on',
  'move-out': 'move_out_on',
};

export interface ReferralRow extends Record<string, unknown> {
  id: string;
  patient_id: string;
  version: number;
}

/** What a referral's scope needs to know of its patient. */
export interface ReferralPatientRow extends Record<string, unknown> {
  patient_id: string;
  agency_id: string | null;
  created_by: string | null;
}

export const evolveReferral = (row: ReferralRow | null, event: RecordedReferralEvent): ReferralRow | null => {
  if (event.type === 'ReferralOpened') {
    if (row) return row;
    const { data } = event;
    return {
      id: data.referralId, patient_id: data.patientId, partner_id: data.partnerId, hub_id: data.hubId, status: ReferralStatus.OPEN,
      hold_reason: null, opened_on: data.openedOn, created_by: data.createdBy, created_at: event.metadata.occurredAt, ...stamp(event),
    };
  }
  if (!row || event.streamVersion <= row.version) return row;
  switch (event.type) {
    case 'ReferralHeld':
      return { ...row, status: ReferralStatus.HOLD, hold_reason: event.data.reason, ...stamp(event) };
    case 'ReferralUnheld':
      return { ...row, status: ReferralStatus.OPEN, hold_reason: null, ...stamp(event) };
    case 'ReferralMilestoneRecorded':
      return { ...row, [MILESTONE_COLUMNS[event.data.milestone]]: event.data.date, ...stamp(event) };
    case 'ReferralClosed':
      return {
        ...row, status: ReferralStatus.CLOSED, close_reason_id: event.data.reasonId, close_comment: event.data.comment,
        discharge_date: event.data.dischargeDate, closed_at: event.metadata.occurredAt, ...stamp(event),
      };
    default:
      return assertNever(event);
  }
};
