import { loadRows, upsertRows, type LoginRow } from '@careledger/storage';
import { byKey, foldRows } from '../engine/fold-rows';
import type { Projector } from '../engine/projector';
import { evolve, isRecordedUserEvent, isUserEventType } from './user-row';
import { LOGINS_SCHEMA_VERSION, userTables } from './user-table';

/** The logins read model: one row per account, with its role, tenancy and status. */
export const userProjector: Projector<'logins'> = {
  name: 'logins',
  version: LOGINS_SCHEMA_VERSION,
  tables: ['logins'],
  createTables: userTables,
  handles: isUserEventType,
  async apply(tx, events, tables) {
    const userEvents = events.filter(isRecordedUserEvent);
    const idOf = (event: (typeof userEvents)[number]): string => event.data.userId;
    const stored = await loadRows<LoginRow>(tx, tables.logins, ['id', 'uuid'], [...new Set(userEvents.map(idOf))]);
    const changed = foldRows(byKey(stored, (row) => row.id), userEvents, idOf, evolve);
    await upsertRows(tx, tables.logins, [...changed.values()], { conflict: ['id'] });
  },
};
