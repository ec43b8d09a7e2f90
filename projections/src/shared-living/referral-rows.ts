import { assertNever, ReferralStatus, type PatientAssignedToAgency, type PatientRegistered, type ReferralEvent, type ReferralMilestone } from '@careledger/domain';
import type { RecordedEvent, ReferralMilestoneColumn, ReferralPatientRow, ReferralRow } from '@careledger/storage';
import { stamp } from '../engine/stream-stamp';

export type RecordedReferralEvent = Omit<RecordedEvent, 'type' | 'data'> & ReferralEvent;

/** The patient events whose facts decide who else may read a referral (the referral policy). */
export type RecordedReferralPatientEvent = Omit<RecordedEvent, 'type' | 'data'> & (PatientRegistered | PatientAssignedToAgency);

/** The column of each milestone's date. */
export const MILESTONE_COLUMNS: Record<ReferralMilestone, ReferralMilestoneColumn> = {
  'hospital-admission': 'hospital_admission_on',
  'hospital-discharge': 'hospital_discharge_on',
  'on-site-visit': 'on_site_visit_on',
  approved: 'approved_on',
  accepted: 'accepted_on',
  'move-in': 'move_in_on',
  'move-out': 'move_out_on',
};

/**
 * The row after `event`. An event the row already reflects, or one of a referral never opened,
 * leaves it as is. A new row knows nothing of its patient yet: `withPatientFacts` adds that.
 */
export const evolveReferral = (row: ReferralRow | null, event: RecordedReferralEvent): ReferralRow | null => {
  if (event.type === 'ReferralOpened') {
    if (row) return row;
    const { data } = event;
    return {
      id: data.referralId, patient_id: data.patientId, partner_id: data.partnerId, hub_id: data.hubId, status: ReferralStatus.OPEN, hold_reason: null,
      opened_on: data.openedOn, hospital_admission_on: null, hospital_discharge_on: null, on_site_visit_on: null, approved_on: null, accepted_on: null,
      move_in_on: null, move_out_on: null, close_reason_id: null, close_comment: null, discharge_date: null, closed_at: null,
      patient_agency_id: null, patient_created_by: null, created_by: data.createdBy, created_at: event.metadata.occurredAt, ...stamp(event),
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

/**
 * The patient's facts after `event`; a replay leaves them as they are. An agency assigned to a
 * patient whose registration was never seen still counts: it decides who reads the referrals.
 */
export const evolveReferralPatient = (row: ReferralPatientRow | null, event: RecordedReferralPatientEvent): ReferralPatientRow | null => {
  if (row && event.streamVersion <= row.version) return row;
  switch (event.type) {
    case 'PatientRegistered':
      return row ?? { patient_id: event.data.patientId, agency_id: event.data.agencyId, created_by: event.data.createdBy, version: event.streamVersion };
    case 'PatientAssignedToAgency':
      return { patient_id: event.data.patientId, created_by: null, ...row, agency_id: event.data.agencyId, version: event.streamVersion };
    default:
      return assertNever(event);
  }
};

/** The referral carrying its patient's facts; the row itself when it already does. Neither its version nor its stamps move: the referral did not change. */
export const withPatientFacts = (row: ReferralRow, patient: ReferralPatientRow): ReferralRow =>
  row.patient_agency_id === patient.agency_id && row.patient_created_by === patient.created_by
    ? row
    : { ...row, patient_agency_id: patient.agency_id, patient_created_by: patient.created_by };
