import type { MongoIndex } from '@careledger/storage/mongo';

/**
 * The audit list's indexes, as the `events` table has them for PostgreSQL: each filter (stream,
 * category, type, actor) before the position, which is `_id` and the list's only order; read
 * backwards, each serves newest first too. The occurredAt range has one of its own.
 */
export const AUDIT_EVENT_INDEXES: readonly MongoIndex[] = [
  { name: 'stream_id', key: { stream_id: 1, _id: 1 } },
  { name: 'category_id', key: { category: 1, _id: 1 } },
  { name: 'type_id', key: { type: 1, _id: 1 } },
  { name: 'actor_id', key: { actor_id: 1, _id: 1 } },
  { name: 'occurred_id', key: { occurred_at: 1, _id: 1 } },
];
