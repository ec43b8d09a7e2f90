import { findMeasure, hubNoteStreamId, medicationStreamId, noteStreamId, referralStreamId, subscriptionStreamId, type AnalyticsAsOf, type AnalyticsChangesAnswer, type AnalyticsChangesQuestion, type AnalyticsMachine, type ExportLocale } from '@careledger/domain';
import type { EventStore, SqlExecutor } from '@careledger/storage';
import { Parameters, factsSql } from './analytics-facts';
import { statusLabel } from './analytics-labels';
import { questionRange } from './analytics-query';

interface MoveRow {
  move: 'arrived' | 'left';
  record_id: string;
  status: number | string;
  position: number | string;
  at: string | Date;
}

/** The streams a record's events may be in: its own, named by its kind (a dose's is its administration's; a note's a patient's or a hub's). */
const streamIdsOf = (machine: AnalyticsMachine, recordId: string): string[] => {
  if (machine === 'dose') return [medicationStreamId(recordId)];
  if (machine === 'note') return [noteStreamId(recordId), hubNoteStreamId(recordId)];
  if (machine === 'referralMetric') return [referralStreamId(recordId)];
  if (machine === 'subscription') return [subscriptionStreamId(recordId)];
  return [`${machine}-${recordId}`];
};

/** What the log held at `since`: as of a position, or of an instant of recorded time. */
const knownAt = (since: number | string): AnalyticsAsOf => (typeof since === 'number' ? { position: since } : { instant: since });

/**
 * `POST /api/analytics/changes`: the facts the question counted at `until` but not at `since`
 * (a record arrived), and those it counted at `since` but no longer at `until` (a record left a
 * status a stock counted it in), each by the event that moved it, oldest first. Every fact a
 * figure is made of is here or in both answers: nothing moves a figure unlisted.
 */
export const changesBetween = async (db: SqlExecutor, store: Pick<EventStore, 'readStream'>, changes: AnalyticsChangesQuestion & { until: number }, locale: ExportLocale): Promise<AnalyticsChangesAnswer> => {
  const measure = findMeasure(changes.question.measure)!;
  const range = questionRange(changes.question);
  const params = new Parameters();
  const after = factsSql(measure, { ...changes.question, asOf: { position: changes.until } }, range, params);
  const before = factsSql(measure, { ...changes.question, asOf: knownAt(changes.since) }, range, params);
  const moved = `SELECT DISTINCT 'arrived' AS move, record_id, status, known_position AS position, known_at AS at FROM (${after} EXCEPT ${before}) arrived
    UNION SELECT DISTINCT 'left' AS move, record_id, status, gone_position AS position, gone_at AS at FROM (${before} EXCEPT ${after}) gone`;
  const counted = await db.query<{ total: number | string }>(`SELECT count(*) AS total FROM (${moved}) moved`, params.values);
  const offset = (changes.page - 1) * changes.pageSize;
  const { rows } = await db.query<MoveRow>(`SELECT * FROM (${moved}) moved ORDER BY position, record_id, move LIMIT ${changes.pageSize} OFFSET ${offset}`, params.values);
  return {
    since: typeof changes.since === 'number' ? changes.since : new Date(changes.since).toISOString(),
    until: changes.until,
    total: Number(counted.rows[0]?.total ?? 0),
    page: changes.page,
    pageSize: changes.pageSize,
    data: await Promise.all(
      rows.map(async (row) => {
        const position = Number(row.position);
        // The record's own stream holds the event, but for one of another stream (a card batch settling a payment).
        let found: { type: string; streamId: string } | null = null;
        for (const streamId of streamIdsOf(measure.machine, row.record_id)) {
          const event = (await store.readStream(streamId)).find((candidate) => candidate.globalPosition === position);
          if (event !== undefined) found = { type: event.type, streamId };
          if (found !== null) break;
        }
        return {
          position,
          eventType: found?.type ?? null,
          streamId: found?.streamId ?? null,
          recordId: row.record_id,
          machine: measure.machine,
          move: row.move,
          status: Number(row.status),
          statusLabel: statusLabel(measure.machine, Number(row.status), locale),
          at: (row.at instanceof Date ? row.at : new Date(row.at)).toISOString(),
        };
      }),
    ),
  };
};
