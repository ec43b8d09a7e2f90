import type { SqlExecutor } from '@careledger/storage';
import type { Projector } from '../engine/projector';
import { evolve, isRecordedUserEvent, isUserEventType, type UserRecord } from './user-row';
import { userTables } from './user-table';

// Rows travel as JSON both ways: instants keep their microseconds and need no per-driver care.
const loadUsers = async (tx: SqlExecutor, table: string, ids: readonly string[]): Promise<Map<string, UserRecord>> => {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.query<{ row: UserRecord }>(`SELECT to_jsonb(u) AS row FROM ${table} u WHERE id = ANY($1::uuid[])`, [ids]);
  return new Map(rows.map(({ row }) => [row.id, { ...row, last_position: Number(row.last_position) }]));
};

const upsertUsers = async (tx: SqlExecutor, table: string, records: readonly UserRecord[]): Promise<void> => {
  const [first] = records;
  if (!first) return;
  const updates = Object.keys(first)
    .filter((name) => name !== 'id')
    .map((name) => `${name} = excluded.${name}`);
  await tx.query(
    `INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
    [JSON.stringify(records)],
  );
};

/** The logins read model: one row per account, with its role, tenancy and status. */
export const userProjector: Projector<'logins'> = {
  name: 'logins',
  version: 1,
  tables: ['logins'],
  createTables: userTables,
  handles: isUserEventType,
  async apply(tx, events, tables) {
    const userEvents = events.filter(isRecordedUserEvent);
    const stored = await loadUsers(tx, tables.logins, [...new Set(userEvents.map((event) => event.data.userId))]);
    // Fold the whole batch in memory, then write each touched row once.
    const changed = new Map<string, UserRecord>();
    for (const event of userEvents) {
      const id = event.data.userId;
      const before = changed.get(id) ?? stored.get(id) ?? null;
      const after = evolve(before, event);
      if (after && after !== before) changed.set(id, after);
    }
    await upsertUsers(tx, tables.logins, [...changed.values()]);
  },
};
