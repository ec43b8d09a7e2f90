import { OTHER_SERIES_KEY, findMeasure, invalidRequest, nextIntervalStart, type AnalyticsDrillAnswer, type AnalyticsDrillQuestion, type ExportLocale } from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import { Parameters, factsSql, rounded, type DayRange } from './analytics-facts';
import { seriesNames, statusLabel } from './analytics-labels';
import { comparisonRange, questionRange, seriesKeySql, topKeys } from './analytics-query';

interface FactRow {
  record_id: string;
  status: number;
  at: string | Date;
  measured: number | string | null;
  agency_id: string;
  partner_id: string;
}

const toInstant = (value: string | Date): string => (value instanceof Date ? value : new Date(value)).toISOString();

const holds = (range: DayRange, day: string): boolean => day >= range.start && day < range.end;

/**
 * `POST /api/analytics/drill`: the facts behind one point of a question's answer, by the same
 * fact query and the same top keys as the point itself, so a count's `total` is the point's value.
 * A point of the compared period is drilled over that period, under the keys the answer ranked
 * over its own, as its comparison series were.
 */
export const drillInto = async (db: SqlExecutor, drill: AnalyticsDrillQuestion, locale: ExportLocale): Promise<AnalyticsDrillAnswer> => {
  const { question } = drill;
  const measure = findMeasure(question.measure)!;
  const range = questionRange(question);
  const compared = question.compareTo === undefined ? undefined : comparisonRange(range, question.interval, question.compareTo);
  const drilled = holds(range, drill.at) ? range : compared !== undefined && holds(compared, drill.at) ? compared : undefined;
  if (drilled === undefined) {
    const periods = [range, ...(compared === undefined ? [] : [compared])].map((period) => `from ${period.start} to before ${period.end}`).join(' or ');
    throw invalidRequest([{ path: 'at', message: `must be an interval's first day ${periods}` }]);
  }
  const keys = await topKeys(db, measure, question, range);
  if (drill.key !== OTHER_SERIES_KEY && !keys.includes(drill.key)) throw invalidRequest([{ path: 'key', message: `must be a series key of the answer (${[...keys, OTHER_SERIES_KEY].join(', ')})` }]);

  // Only the drilled interval's facts are read: the same fact query over that one interval, whose
  // facts are the ones the point's bucket holds.
  const point: DayRange = { start: drill.at, end: [nextIntervalStart(drill.at, question.interval), drilled.end].sort()[0]! };
  const params = new Parameters();
  const facts = factsSql(measure, question, point, params);
  const matching = `FROM (${facts}) facts WHERE bucket = ${params.add(drill.at)}::date AND ${seriesKeySql(keys, params)} = ${params.add(drill.key)}`;
  const offset = (drill.page - 1) * drill.pageSize;
  const { rows } = await db.query<FactRow & { total: number | string }>(
    `SELECT record_id, status, at, measured, agency_id, partner_id, count(*) OVER () AS total ${matching} ORDER BY at, record_id LIMIT ${drill.pageSize} OFFSET ${offset}`,
    params.values,
  );
  // A page past the last one has no row to carry the total: only then is it counted apart.
  const total = rows[0] !== undefined ? Number(rows[0].total) : offset === 0 ? 0 : Number((await db.query<{ total: number | string }>(`SELECT count(*) AS total ${matching}`, params.values)).rows[0]?.total ?? 0);
  const agencies = await seriesNames(db, measure, 'agency', rows.map((row) => row.agency_id).filter((id) => id !== ''), locale);
  const partners = await seriesNames(db, measure, 'partner', rows.map((row) => row.partner_id).filter((id) => id !== ''), locale);
  return {
    total,
    page: drill.page,
    pageSize: drill.pageSize,
    data: rows.map((row) => ({
      recordId: row.record_id,
      machine: measure.machine,
      status: Number(row.status),
      statusLabel: statusLabel(measure.machine, Number(row.status), locale),
      at: toInstant(row.at),
      seconds: measure.unit !== 'seconds' || row.measured === null ? null : rounded(Number(row.measured)),
      amount: measure.unit !== 'money' || row.measured === null ? null : Number(row.measured),
      agencyId: row.agency_id === '' ? null : row.agency_id,
      agencyName: row.agency_id === '' ? null : agencies.label(row.agency_id),
      partnerId: row.partner_id === '' ? null : row.partner_id,
      partnerName: row.partner_id === '' ? null : partners.label(row.partner_id),
    })),
  };
};
