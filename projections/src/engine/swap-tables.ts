import { lockCheckpoint, saveCheckpoint, type SqlDatabase, type SqlExecutor } from '@careledger/storage';
import { quoteIdentifier as q, type Projector } from './projector';
import { finishRebuild } from './rebuild-status';

export const dropTables = (tables: readonly string[]): string =>
  tables.map((table) => `DROP TABLE IF EXISTS ${q(table)};`).join('\n');

const renameTable = async (tx: SqlExecutor, table: string, suffix: string): Promise<void> => {
  await tx.exec(`ALTER TABLE ${q(`${table}${suffix}`)} RENAME TO ${q(table)}`);
  // Renaming a table keeps its index names; the next rebuild would collide with them.
  const { rows } = await tx.query<{ indexname: string }>(
    'SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1',
    [table],
  );
  for (const { indexname } of rows) {
    if (indexname.startsWith(`${table}${suffix}`)) {
      await tx.exec(`ALTER INDEX ${q(indexname)} RENAME TO ${q(table + indexname.slice(table.length + suffix.length))}`);
    }
  }
};

export type SwapResult = { swapped: true } | { swapped: false; livePosition: number };

/**
 * Replaces the live tables with the rebuilt ones, if they are at least as far as the live
 * checkpoint. Holding the checkpoint lock keeps the live worker from writing meanwhile; its next
 * batch finds the checkpoint moved and restarts from the rebuilt position.
 */
export const swapTables = (db: SqlDatabase, projector: Projector, suffix: string, position: number): Promise<SwapResult> =>
  db.transaction(async (tx) => {
    const livePosition = await lockCheckpoint(tx, projector.name);
    if (livePosition > position) return { swapped: false, livePosition };
    await tx.exec(dropTables(projector.tables));
    for (const table of projector.tables) await renameTable(tx, table, suffix);
    await saveCheckpoint(tx, projector.name, position);
    await tx.query(
      `INSERT INTO projectors (name, version, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (name) DO UPDATE SET version = excluded.version, updated_at = excluded.updated_at`,
      [projector.name, projector.version],
    );
    await finishRebuild(tx, projector.name);
    return { swapped: true };
  });
