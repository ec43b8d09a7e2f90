import { referralMilestones, type ReferralMilestone, type ReferralAnswer } from '@careledger/domain';
import type { DriverInstant, ReferralMilestoneColumn, ReferralRow } from '@careledger/storage';
import type { Unnamed } from '../names/display-names';
import { iso } from './query-params';

/** The ids a referral names, and what each points at. */
export const REFERRAL_NAMES = { patientId: 'patient', hubId: 'hub', createdBy: 'user' } as const;

/** A referral before its names are looked up (`withNames`). */
export type ReferralView = Unnamed<ReferralAnswer, typeof REFERRAL_NAMES>;

/** A `referrals` row as a read gives it, whichever store keeps it. */
export type ReferralRecord = Omit<ReferralRow<DriverInstant>, 'last_position'>;

const milestoneColumn = (milestone: ReferralMilestone): ReferralMilestoneColumn => `${milestone.replaceAll('-', '_')}_on` as ReferralMilestoneColumn;

// Dates as text: a Date would be shifted by the server's zone.
export const REFERRAL_COLUMNS = [
  'id', 'patient_id', 'partner_id', 'hub_id', 'status', 'hold_reason', 'opened_on::text AS opened_on',
  ...referralMilestones.map((milestone) => `${milestoneColumn(milestone)}::text AS ${milestoneColumn(milestone)}`),
  'close_reason_id', 'close_comment', 'discharge_date::text AS discharge_date', 'closed_at',
  'patient_agency_id', 'patient_created_by', 'created_by', 'version', 'created_at', 'updated_at',
].join(', ');

export const toReferralView = (row: ReferralRecord): ReferralView => ({
  id: row.id,
  patientId: row.patient_id,
  partnerId: row.partner_id,
  hubId: row.hub_id,
  status: Number(row.status),
  holdReason: row.hold_reason,
  openedOn: row.opened_on,
  milestones: Object.fromEntries(referralMilestones.map((milestone) => [milestone, row[milestoneColumn(milestone)]])) as Record<ReferralMilestone, string | null>,
  closeReasonId: row.close_reason_id === null ? null : Number(row.close_reason_id),
  closeComment: row.close_comment,
  dischargeDate: row.discharge_date,
  closedAt: iso(row.closed_at),
  createdBy: row.created_by,
  version: Number(row.version),
  createdAt: iso(row.created_at) ?? '',
  updatedAt: iso(row.updated_at) ?? '',
});

/** The facts `referral.read` decides on, as the command side builds them. */
export const referralFactsOfRecord = (row: ReferralRecord) => ({
  partnerId: row.partner_id,
  patientId: row.patient_id,
  patient: { patientId: row.patient_id, agencyId: row.patient_agency_id, partnerId: null, careTeam: [], createdBy: row.patient_created_by },
});
