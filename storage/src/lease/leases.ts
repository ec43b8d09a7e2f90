import type { SqlExecutor } from '../sql/sql-database';

/** A lease as its holder knows it: the token proves, in each write, that it was not taken over since. */
export interface LeaseFence {
  holder: string;
  token: number;
}

export interface LeaseRow {
  name: string;
  holder: string;
  token: number;
  expiresAt: Date;
  takenAt: Date;
}

/**
 * Renews every lease of `names` that `holder` has and takes every one that is free or expired, in
 * one statement, by the database's clock; answers each lease the holder has now, with its token.
 * A lease that changes hands gets the next token; one renewed keeps its own.
 */
export const claimLeases = async (db: SqlExecutor, holder: string, names: readonly string[], ttlMs: number): Promise<Map<string, number>> => {
  if (names.length === 0) return new Map();
  const { rows } = await db.query<{ name: string; token: number | string }>(
    `INSERT INTO leases AS l (name, holder, token, expires_at)
     SELECT name, $2, 1, now() + make_interval(secs => $3::double precision / 1000) FROM unnest($1::text[]) AS name
     ORDER BY name
     ON CONFLICT (name) DO UPDATE SET
       holder = excluded.holder,
       expires_at = excluded.expires_at,
       token = CASE WHEN l.holder = excluded.holder THEN l.token ELSE l.token + 1 END,
       taken_at = CASE WHEN l.holder = excluded.holder THEN l.taken_at ELSE now() END
     WHERE l.holder = excluded.holder OR l.expires_at <= now()
     RETURNING name, token`,
    [names, holder, ttlMs],
  );
  return new Map(rows.map((row) => [row.name, Number(row.token)]));
};

/** Gives up the holder's leases at once (a graceful stop), so another takes them without waiting for them to expire. */
export const releaseLeases = async (db: SqlExecutor, holder: string): Promise<void> => {
  // The row and its token stay: the next holder's token is still greater than any this one used.
  await db.query(`UPDATE leases SET expires_at = now() WHERE holder = $1`, [holder]);
};

/** True while `fence` is the lease's current holder and token (expired or not: no one else took it). */
export const holdsLease = async (db: SqlExecutor, name: string, fence: LeaseFence): Promise<boolean> => {
  const { rows } = await db.query('SELECT 1 FROM leases WHERE name = $1 AND holder = $2 AND token = $3', [name, fence.holder, fence.token]);
  return rows.length > 0;
};

export const readLeases = async (db: SqlExecutor): Promise<LeaseRow[]> => {
  const { rows } = await db.query<{ name: string; holder: string; token: number | string; expires_at: Date | string; taken_at: Date | string }>(
    'SELECT name, holder, token, expires_at, taken_at FROM leases ORDER BY name',
  );
  return rows.map((row) => ({ name: row.name, holder: row.holder, token: Number(row.token), expiresAt: new Date(row.expires_at), takenAt: new Date(row.taken_at) }));
};
