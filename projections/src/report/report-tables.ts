import { referralMilestones, type ReferralMilestone } from '@careledger/domain';

/** A column of a report table, with its SQL type. */
type Column = readonly [name: string, type: string];

/** Bump it when the tables or the projector change: the worker then rebuilds the read model. */
export const REPORTS_SCHEMA_VERSION = 1;

export type ReportTable = 'report_buckets' | 'report_subjects' | 'report_milestones';

/** The column of each milestone's date in `report_milestones`. */
export const milestoneColumn = (milestone: ReferralMilestone): string => `${milestone.replaceAll('-', '_')}_on`;

export const MILESTONE_TABLE_COLUMNS: readonly Column[] = [
  ['referral_id', 'text'], ['agency_id', 'text'], ['partner_id', 'text'], ['opened_on', 'date'],
  ...referralMilestones.map((milestone): Column => [milestoneColumn(milestone), 'date']),
  ['version', 'integer'],
];

/**
 * `report_buckets` holds one row per report, day, agency, partner and measure: a count and a sum
 * (cents, or days for the referral metrics). Statistics read these rows only, so their cost grows
 * with the days asked for, never with the events behind them. '' stands for "no agency/partner".
 */
export const reportTables = (suffix: string): string => {
  const buckets = `report_buckets${suffix}`;
  const subjects = `report_subjects${suffix}`;
  const milestones = `report_milestones${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${buckets} (
      report text NOT NULL, day date NOT NULL, agency_id text NOT NULL, partner_id text NOT NULL, measure text NOT NULL,
      count bigint NOT NULL, sum bigint NOT NULL,
      PRIMARY KEY (report, measure, day, agency_id, partner_id)
    );
    CREATE INDEX IF NOT EXISTS ${buckets}_agency_idx ON ${buckets} (report, measure, agency_id, day);
    CREATE INDEX IF NOT EXISTS ${buckets}_partner_idx ON ${buckets} (report, measure, partner_id, day);
    CREATE TABLE IF NOT EXISTS ${subjects} (
      id text NOT NULL, kind text NOT NULL, agency_id text NOT NULL, partner_id text NOT NULL, status smallint, version integer NOT NULL,
      PRIMARY KEY (id, kind)
    );
    CREATE TABLE IF NOT EXISTS ${milestones} (
      ${MILESTONE_TABLE_COLUMNS.map(([name, type]) => `${name} ${type}${name === 'referral_id' ? ' PRIMARY KEY' : ''}`).join(', ')}
    );`;
};
