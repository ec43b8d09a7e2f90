import { lockCheckpoint, type SqlDatabase } from '@careledger/storage';
import type { Projector } from './projector';

/**
 * Registers the projector on first sight (creating its live tables) and answers whether its
 * live tables were built by another version of it.
 */
export const isOutdated = (db: SqlDatabase, projector: Projector): Promise<boolean> =>
  db.transaction(async (tx) => {
    // A checkpoint row from the start: whoever reads min(position) over all must see this one too.
    await lockCheckpoint(tx, projector.name);
    const inserted = await tx.query(
      'INSERT INTO projectors (name, version) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING name',
      [projector.name, projector.version],
    );
    if (inserted.rows.length > 0) {
      await tx.exec(projector.createTables(''));
      return false;
    }
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM projectors WHERE name = $1', [projector.name]);
    return rows[0]?.version !== projector.version;
  });
