import { toHistoryEntry, type HistoryEntryView } from './record-history';
import { logCategoriesBeside, type AuditEventAnswer, type FieldError } from '@careledger/domain';
import type { EventMetadata } from '@careledger/domain';
import type { AuditedEvent } from '@careledger/storage/mongo';
import { parseListQuery, throwIfInvalid, type ListQuery } from '../http/list-query';
import { Conditions, instantParam, textParam, uuidParam } from '../shared-living/query-params';

export interface AuditFilter {
  stream?: string;
  category?: string;
  type?: string;
  actor?: string;
  from?: string;
  to?: string;
}

export type AuditQuery = AuditFilter & ListQuery<'position'>;

const CATEGORY = /^[a-z][a-z0-9]*$/;
const EVENT_TYPE = /^[A-Za-z][A-Za-z0-9]*$/;

const matching = (raw: string | undefined, path: string, pattern: RegExp, rule: string, errors: FieldError[]): string | undefined => {
  if (raw === undefined || pattern.test(raw)) return raw;
  errors.push({ path, message: rule });
  return undefined;
};

/** 400 naming each bad parameter and its rule; `from`/`to` bound the events' occurredAt. */
export const parseAuditQuery = (query: Record<string, unknown>): AuditQuery => {
  const errors: FieldError[] = [];
  const list = parseListQuery(query, ['position'] as const, 'position:desc', errors);
  const filter: AuditFilter = {
    stream: textParam(query.stream, 'stream', errors, 200),
    category: matching(textParam(query.category, 'category', errors, 50), 'category', CATEGORY, 'must be a stream category: lowercase letters and digits, e.g. patient', errors),
    type: matching(textParam(query.type, 'type', errors, 100), 'type', EVENT_TYPE, 'must be an event type name, e.g. PatientRegistered', errors),
    actor: uuidParam(query.actor, 'actor', errors),
    from: instantParam(query.from, 'from', errors),
    to: instantParam(query.to, 'to', errors),
  };
  if (filter.from !== undefined && filter.to !== undefined && Date.parse(filter.to) < Date.parse(filter.from)) {
    errors.push({ path: 'to', message: 'must not be before from' });
  }
  throwIfInvalid(errors);
  return { ...list, ...filter };
};

/** A category with the categories of the logs its records keep beside them (`note`, `noteview`). */
const withLogCategories = (category: string): string[] => [category, ...logCategoriesBeside(category)];

/** A stream with the logs kept beside its record (`note-<id>`, `noteview-<id>`). */
const withLogStreams = (stream: string): string[] => {
  const dash = stream.indexOf('-');
  return dash < 0 ? [stream] : withLogCategories(stream.slice(0, dash)).map((category) => `${category}${stream.slice(dash)}`);
};

/** The streams a `stream` filter reads, the logs kept beside its record among them; every store's audit list reads these. */
export const auditStreams = (filter: AuditFilter): string[] | undefined => (filter.stream === undefined ? undefined : withLogStreams(filter.stream));

/** The categories a `category` filter reads, its records' logs among them. */
export const auditCategories = (filter: AuditFilter): string[] | undefined => (filter.category === undefined ? undefined : withLogCategories(filter.category));

/** One value keeps the plain comparison the indexes serve in position order; several need `ANY`. */
const addOneOf = (where: Conditions, column: string, values: readonly string[] | undefined): void => {
  if (values === undefined) return;
  if (values.length === 1) where.add(`${column} = ?`, values[0]);
  else where.add(`${column} = ANY(?::text[])`, values);
};

/**
 * The WHERE clause of the audit log; the category is the stream id's prefix before its first dash.
 * A record's stream or category brings the logs kept beside it, so a note's views are found where
 * they were before they had a stream of their own.
 */
export const auditConditions = (filter: AuditFilter): Conditions => {
  const where = new Conditions({ sql: 'true', params: [] });
  addOneOf(where, 'stream_id', auditStreams(filter));
  addOneOf(where, "split_part(stream_id, '-', 1)", auditCategories(filter));
  where.add('type = ?', filter.type);
  where.add("metadata->>'actorId' = ?", filter.actor);
  where.add("(metadata->>'occurredAt')::timestamptz >= ?::timestamptz", filter.from);
  where.add("(metadata->>'occurredAt')::timestamptz <= ?::timestamptz", filter.to);
  return where;
};

export interface AuditRow {
  global_position: number | string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date | string;
}

export const AUDIT_COLUMNS = 'global_position, stream_id, stream_version, type, data, metadata, recorded_at';

/** An `events` row as the event it stores. */
export const auditedEventOfRow = (row: AuditRow): AuditedEvent => ({
  globalPosition: Number(row.global_position),
  streamId: row.stream_id,
  streamVersion: Number(row.stream_version),
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  recordedAt: new Date(row.recorded_at),
});

export const toAuditEntry = (event: AuditedEvent): Omit<AuditEventAnswer, 'actorName'> & HistoryEntryView => ({
  streamId: event.streamId,
  ...toHistoryEntry(event),
});
