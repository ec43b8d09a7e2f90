import { randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../sql/sql-database';

/**
 * A secret every process on this database shares: the one stored under `name`, made and stored
 * by whichever process asks first, so a fresh setup needs no configuration.
 */
export const serverSecret = async (db: SqlExecutor, name: string): Promise<string> => {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32).toString('base64url')]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`The server secret ${name} could not be stored.`);
  return value;
};
