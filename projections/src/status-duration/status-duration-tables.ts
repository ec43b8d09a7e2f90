import { activityMonthsTable } from './activity-months';

/** Bump it when the tables or the projector change: the worker then rebuilds the read model. */
export const STATUS_DURATIONS_SCHEMA_VERSION = 6;

export type StatusDurationTable = 'status_intervals' | 'status_duration_records' | 'status_flows' | 'activity_facts' | 'activity_months';

/**
 * `status_intervals` holds one row per stay of a record in a status: when it entered, when it
 * left (null while it is still there), the status it left for and the seconds it stayed, under
 * the agency and partner the record counts under ('' for none). A report reads the stays that
 * ended, or the arrivals, within its period through an index that starts with the machine (and
 * the agency or partner asked for) and ends with the instant: its cost follows the period, never
 * the length of the history. Each stay keeps the log positions of the events that opened and closed
 * it, so the analytics answer what was known as of an earlier position from the same rows.
 * `status_duration_records` is what the projector remembers of each record (its current stay) and
 * of each patient (whose figures the records about it count under). `status_flows` counts, per day,
 * status and dimension (agency, partner, care service, province, city, profession), the stays begun and ended: the records in a status at any day's end
 * are a sum over these small rows, not a scan of every stay before it. `activity_facts` holds one row
 * per thing that happened to a task, note or dose, per bill, per subscription sold and per referral
 * metric measured (a referral's record keeps its milestones' dates and each metric's current fact as
 * rows of kinds `milestone:*` and `metric:*`), with the positions from which it was
 * known and, once a correction or void replaced it, until which: the facts standing now are read
 * through a partial index, those known as of a position through the whole one. `activity_months` adds the
 * standing facts up per month (activity-months.ts).
 */
export const statusDurationTables = (suffix: string): string => {
  const intervals = `status_intervals${suffix}`;
  const records = `status_duration_records${suffix}`;
  const flows = `status_flows${suffix}`;
  const facts = `activity_facts${suffix}`;
  return `${activityMonthsTable(`activity_months${suffix}`)}
    CREATE TABLE IF NOT EXISTS ${intervals} (
      machine text NOT NULL, record_id text NOT NULL, seq integer NOT NULL,
      status smallint NOT NULL, entered_at timestamptz NOT NULL,
      left_at timestamptz, next_status smallint, seconds double precision,
      agency_id text NOT NULL, partner_id text NOT NULL,
      care_service text NOT NULL, province text NOT NULL, city text NOT NULL, profession text NOT NULL,
      entered_position bigint NOT NULL, left_position bigint,
      PRIMARY KEY (machine, record_id, seq)
    );
    CREATE INDEX IF NOT EXISTS ${intervals}_left_idx ON ${intervals} (machine, left_at) INCLUDE (status, seconds, agency_id, partner_id) WHERE left_at IS NOT NULL;
    CREATE INDEX IF NOT EXISTS ${intervals}_agency_left_idx ON ${intervals} (machine, agency_id, left_at) INCLUDE (status, seconds, partner_id) WHERE left_at IS NOT NULL;
    CREATE INDEX IF NOT EXISTS ${intervals}_partner_left_idx ON ${intervals} (machine, partner_id, left_at) INCLUDE (status, seconds, agency_id) WHERE left_at IS NOT NULL;
    CREATE INDEX IF NOT EXISTS ${intervals}_entered_idx ON ${intervals} (machine, status, entered_at);
    CREATE INDEX IF NOT EXISTS ${intervals}_machine_entered_idx ON ${intervals} (machine, entered_at);
    CREATE INDEX IF NOT EXISTS ${intervals}_agency_entered_idx ON ${intervals} (machine, agency_id, status, entered_at);
    CREATE INDEX IF NOT EXISTS ${intervals}_partner_entered_idx ON ${intervals} (machine, partner_id, status, entered_at);
    CREATE TABLE IF NOT EXISTS ${records} (
      kind text NOT NULL, id text NOT NULL, agency_id text NOT NULL, partner_id text NOT NULL,
      care_service text NOT NULL, province text NOT NULL, city text NOT NULL, profession text NOT NULL,
      status smallint, seq integer NOT NULL, entered_at timestamptz, entered_position bigint, version integer NOT NULL,
      PRIMARY KEY (id, kind)
    );
    CREATE TABLE IF NOT EXISTS ${flows} (
      machine text NOT NULL, day date NOT NULL, status smallint NOT NULL, agency_id text NOT NULL, partner_id text NOT NULL,
      care_service text NOT NULL, province text NOT NULL, city text NOT NULL, profession text NOT NULL,
      arrivals integer NOT NULL, departures integer NOT NULL,
      PRIMARY KEY (machine, day, status, agency_id, partner_id, care_service, province, city, profession)
    );
    CREATE TABLE IF NOT EXISTS ${facts} (
      machine text NOT NULL, record_id text NOT NULL, seq integer NOT NULL,
      status smallint NOT NULL, at timestamptz NOT NULL, amount bigint,
      agency_id text NOT NULL, partner_id text NOT NULL, care_service text NOT NULL, province text NOT NULL, city text NOT NULL, profession text NOT NULL,
      payer_id text NOT NULL, author_role text NOT NULL,
      known_position bigint NOT NULL, known_at timestamptz NOT NULL, gone_position bigint, gone_at timestamptz,
      PRIMARY KEY (machine, record_id, seq, status)
    );
    CREATE INDEX IF NOT EXISTS ${facts}_standing_idx ON ${facts} (machine, at) INCLUDE (status, amount, agency_id, partner_id) WHERE gone_position IS NULL;
    CREATE INDEX IF NOT EXISTS ${facts}_at_idx ON ${facts} (machine, at);
    CREATE INDEX IF NOT EXISTS ${facts}_known_idx ON ${facts} (known_position);
    CREATE INDEX IF NOT EXISTS ${facts}_gone_idx ON ${facts} (gone_position) WHERE gone_position IS NOT NULL;`;
};
