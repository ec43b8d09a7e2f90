import { OTHER_SERIES_KEY, findMeasure, invalidRequest, type AnalyticsDrillAnswer, type AnalyticsDrillQuestion, type ExportLocale } from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import { Parameters, factsSql, type DayRange } from './analytics-facts';
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

  const params = new Parameters();
  const facts = factsSql(measure, question, drilled, params);
  const matching = `FROM (${facts}) facts WHERE bucket = ${params.add(drill.at)}::date AND ${seriesKeySql(keys, params)} = ${params.add(drill.key)}`;
  const counted = await db.query<{ total: number | string }>(`SELECT count(*) AS total ${matching}`, params.values);
  const total = Number(counted.rows[0]?.total ?? 0);
  const offset = (drill.page - 1) * drill.pageSize;
  const { rows } = await db.query<FactRow>(
    `SELECT record_id, status, at, measured, agency_id, partner_id ${matching} ORDER BY at, record_id LIMIT ${drill.pageSize} OFFSET ${offset}`,
    params.values,
  );
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
      seconds: measure.unit !== 'seconds' || row.measured === null ? null : Math.round(Number(row.measured) * 1000) / 1000,
      amount: measure.unit !== 'money' || row.measured === null ? null : Number(row.measured),
      agencyId: row.agency_id === '' ? null : row.agency_id,
      agencyName: row.agency_id === '' ? null : agencies.label(row.agency_id),
      partnerId: row.partner_id === '' ? null : row.partner_id,
      partnerName: row.partner_id === '' ? null : partners.label(row.partner_id),
    })),
  };
};
