import type { SqlExecutor } from '@careledger/storage';
import { factKey, type FactRow } from './activity-facts';

/** What a fact is counted under in `activity_months`: everything an analytics question filters or splits by. */
const ROLLED_UP = ['machine', 'status', 'agency_id', 'partner_id', 'care_service', 'province', 'city', 'profession', 'payer_id', 'author_role'] as const;

/** A row's key, the month second: a question reads one machine's months in a range. */
const MONTH_KEY = 'machine, month, status, agency_id, partner_id, care_service, province, city, profession, payer_id, author_role';

/** A fact's key in `activity_facts`. */
export type FactKey = Pick<FactRow, 'machine' | 'record_id' | 'seq' | 'status'>;

/**
 * `activity_months` holds, per UTC calendar month and per combination of the dimensions, how many
 * facts stand now (not replaced by a correction or void), how many of them measured something, and
 * the sum of what they measured: a count, sum or mean by month, quarter or year reads these few rows
 * instead of every fact of the period. It is kept exact from `activity_facts` itself (see `keepMonths`).
 */
export const activityMonthsTable = (months: string): string => `
  CREATE TABLE IF NOT EXISTS ${months} (
    machine text NOT NULL, month date NOT NULL, status smallint NOT NULL,
    agency_id text NOT NULL, partner_id text NOT NULL, care_service text NOT NULL, province text NOT NULL, city text NOT NULL, profession text NOT NULL,
    payer_id text NOT NULL, author_role text NOT NULL,
    facts bigint NOT NULL, measured bigint NOT NULL, sum bigint NOT NULL,
    PRIMARY KEY (${MONTH_KEY})
  );`;

/** Adds (`sign` 1) or takes away (-1) what the standing facts (those `from` joins, or all) count in each month. */
const countStanding = (months: string, facts: string, from: string, sign: 1 | -1): string => {
  const grouped = `${ROLLED_UP.map((column) => `f.${column}`).join(', ')}, date_trunc('month', f.at AT TIME ZONE 'UTC')::date`;
  return `INSERT INTO ${months} AS m (${ROLLED_UP.join(', ')}, month, facts, measured, sum)
    SELECT ${grouped}, ${sign} * count(*), ${sign} * count(f.amount), ${sign} * coalesce(sum(f.amount), 0)
    FROM ${facts} f ${from}
    WHERE f.gone_position IS NULL
    GROUP BY ${grouped}
    ON CONFLICT (${MONTH_KEY})
    DO UPDATE SET facts = m.facts + excluded.facts, measured = m.measured + excluded.measured, sum = m.sum + excluded.sum`;
};

const touchedBy = `JOIN jsonb_to_recordset($1::jsonb) AS k(machine text, record_id text, seq integer, status smallint)
  ON f.machine = k.machine AND f.record_id = k.record_id AND f.seq = k.seq AND f.status = k.status`;

/**
 * Runs `write` (which changes the facts of `keys` however it must: new facts, a batch folded again,
 * corrections closing older ones) between taking away what those facts counted before and adding what
 * they count after. The months stay the sum of the standing facts whatever the write did, so no path
 * that changes a fact can leave them behind.
 */
export const keepMonths = async (tx: SqlExecutor, tables: { facts: string; months: string }, keys: readonly FactKey[], write: () => Promise<void>): Promise<void> => {
  if (keys.length === 0) return write();
  // Each fact once: a fact named twice would be taken away and added twice.
  const unique = new Map(keys.map(({ machine, record_id, seq, status }) => [factKey(machine, record_id, seq, status), { machine, record_id, seq, status }]));
  const touched = JSON.stringify([...unique.values()]);
  await tx.query(countStanding(tables.months, tables.facts, touchedBy, -1), [touched]);
  await write();
  await tx.query(countStanding(tables.months, tables.facts, touchedBy, 1), [touched]);
};

/** The months of every standing fact, for a table of months made beside facts that already exist. */
export const monthsOfEveryFact = (tables: { facts: string; months: string }): string => countStanding(tables.months, tables.facts, '', 1);
