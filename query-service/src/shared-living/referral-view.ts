import { referralMilestones, type ReferralMilestone, type ReferralAnswer } from '@careledger/domain';
import type { Unnamed } from '../names/display-names';
import { iso } from './query-params';

/** The ids a referral names, and what each points at. */
export const REFERRAL_NAMES = { patientId: 'patient', hubId: 'hub', createdBy: 'user' } as const;

/** A referral before its names are looked up (`withNames`). */
export type ReferralView = Unnamed<ReferralAnswer, typeof REFERRAL_NAMES>;

const milestoneColumn = (milestone: ReferralMilestone): string => `${milestone.replaceAll('-', '_')}_on`;

export type ReferralRow = Record<string, unknown> & {
  id: string;
  patient_id: string;
  partner_id: string | null;
  patient_agency_id: string | null;
  patient_created_by: string | null;
};

// Dates as text: a Date would be shifted by the server's zone.
export const REFERRAL_COLUMNS = [
  'id', 'patient_id', 'partner_id', 'hub_id', 'status', 'hold_reason', 'opened_on::text AS opened_on',
  ...referralMilestones.map((milestone) => `${milestoneColumn(milestone)}::text AS ${milestoneColumn(milestone)}`),
  'close_reason_id', 'close_comment', 'discharge_date::text AS discharge_date', 'closed_at',
  'patient_agency_id', 'patient_created_by', 'created_by', 'version', 'created_at', 'updated_at',
].join(', ');

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const toReferralView = (row: ReferralRow): ReferralView => ({
  id: row.id,
  patientId: row.patient_id,
  partnerId: row.partner_id,
  hubId: text(row.hub_id),
  status: Number(row.status),
  holdReason: text(row.hold_reason),
  openedOn: String(row.opened_on),
  milestones: Object.fromEntries(referralMilestones.map((milestone) => [milestone, text(row[milestoneColumn(milestone)])])) as Record<ReferralMilestone, string | null>,
  closeReasonId: row.close_reason_id === null ? null : Number(row.close_reason_id),
  closeComment: text(row.close_comment),
  dischargeDate: text(row.discharge_date),
  closedAt: iso(row.closed_at as Date | string | null),
  createdBy: String(row.created_by),
  version: Number(row.version),
  createdAt: iso(row.created_at as Date | string) ?? '',
  updatedAt: iso(row.updated_at as Date | string) ?? '',
});
