import { createHash, timingSafeEqual } from 'node:crypto';
import { parseApiKeyToken, type RoleId } from '@careledger/domain';
import type { SqlExecutor } from '../sql/sql-database';

/** Who a key acts as and what it may do: what a request made with it is allowed. */
export interface ApiKeyIdentity {
  id: string;
  name: string;
  roleId: RoleId;
  agencyId: string | null;
  partnerId: string | null;
  scopes: string[];
}

export interface NewApiKey extends ApiKeyIdentity {
  secret: string;
  createdBy: string;
  createdAt: Date;
}

export type ApiKeyLookup = { status: 'active'; key: ApiKeyIdentity } | { status: 'none' };

export interface ApiKeyRow {
  id: string;
  name: string;
  role_id: number;
  agency_id: string | null;
  partner_id: string | null;
  scopes: string[] | string;
  created_by: string;
  created_at: Date | string;
  active: boolean;
  revoked_at: Date | string | null;
  last_used_at: Date | string | null;
  use_count: number | string;
}

/** Which keys a list shows: every one, or those acting as one agency or one partner. */
export type ApiKeyOwner = { all: true } | { agencyId: string } | { partnerId: string };

/** Uses of one key since the last batch was written. */
export interface ApiKeyUses {
  count: number;
  lastAt: Date;
}

// A secret has 256 random bits: one SHA-256 is enough (no guessing to slow down), and constant time to compare.
export const hashApiKeySecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const scopesOf = (value: string[] | string): string[] => (typeof value === 'string' ? (JSON.parse(value) as string[]) : value);

const identityOf = (row: ApiKeyRow): ApiKeyIdentity => ({
  id: row.id,
  name: row.name,
  roleId: row.role_id as RoleId,
  agencyId: row.agency_id,
  partnerId: row.partner_id,
  scopes: scopesOf(row.scopes),
});

const ownerWhere = (owner: ApiKeyOwner): { where: string; params: unknown[] } => {
  if ('all' in owner) return { where: 'true', params: [] };
  if ('agencyId' in owner) return { where: 'agency_id = $1 AND partner_id IS NULL', params: [owner.agencyId] };
  return { where: 'partner_id = $1 AND agency_id IS NULL', params: [owner.partnerId] };
};

export const createApiKeyStore = (db: SqlExecutor) => ({
  /** Reserved, not yet usable: `activate` once the key's creation is stored as an event. */
  async insert(key: NewApiKey): Promise<void> {
    await db.query(
      `INSERT INTO api_keys (id, name, secret_hash, role_id, agency_id, partner_id, scopes, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9)`,
      [key.id, key.name, hashApiKeySecret(key.secret), key.roleId, key.agencyId, key.partnerId, JSON.stringify(key.scopes), key.createdBy, key.createdAt],
    );
  },

  async activate(id: string): Promise<void> {
    await db.query('UPDATE api_keys SET active = true WHERE id = $1 AND revoked_at IS NULL', [id]);
  },

  async remove(id: string): Promise<void> {
    await db.query('DELETE FROM api_keys WHERE id = $1', [id]);
  },

  /** The key answers 401 from its next request on, in every process (the database announces it). */
  async revoke(id: string, at: Date): Promise<void> {
    await db.query('UPDATE api_keys SET revoked_at = $2, active = false WHERE id = $1 AND revoked_at IS NULL', [id, at]);
  },

  /** The key a bearer token names, if its secret matches and it is active. */
  async lookup(token: string | undefined): Promise<ApiKeyLookup> {
    const parsed = token === undefined ? undefined : parseApiKeyToken(token);
    if (!parsed) return { status: 'none' };
    const { rows } = await db.query<ApiKeyRow & { secret_hash: string }>('SELECT * FROM api_keys WHERE id = $1', [parsed.keyId]);
    const row = rows[0];
    if (!row || !sameHash(row.secret_hash, hashApiKeySecret(parsed.secret)) || !row.active || row.revoked_at !== null) return { status: 'none' };
    return { status: 'active', key: identityOf(row) };
  },

  /** One statement for a whole batch of uses: a key's calls cost no write each. */
  async recordUses(uses: ReadonlyMap<string, ApiKeyUses>): Promise<void> {
    if (uses.size === 0) return;
    const entries = [...uses];
    await db.query(
      `UPDATE api_keys AS k SET use_count = k.use_count + u.count, last_used_at = greatest(k.last_used_at, u.last_at)
       FROM unnest($1::uuid[], $2::bigint[], $3::timestamptz[]) AS u(id, count, last_at) WHERE k.id = u.id`,
      [entries.map(([id]) => id), entries.map(([, use]) => use.count), entries.map(([, use]) => use.lastAt)],
    );
  },

  /** The keys an owner sees, newest first; never a secret's hash. */
  async list(owner: ApiKeyOwner, page: number, pageSize: number): Promise<{ rows: ApiKeyRow[]; total: number }> {
    const { where, params } = ownerWhere(owner);
    const columns = 'id::text AS id, name, role_id, agency_id::text AS agency_id, partner_id::text AS partner_id, scopes, created_by::text AS created_by, created_at, active, revoked_at, last_used_at, use_count';
    const [found, counted] = await Promise.all([
      db.query<ApiKeyRow>(`SELECT ${columns} FROM api_keys WHERE ${where} AND (active OR revoked_at IS NOT NULL) ORDER BY created_at DESC, id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`, params),
      db.query<{ total: number | string }>(`SELECT count(*) AS total FROM api_keys WHERE ${where} AND (active OR revoked_at IS NOT NULL)`, params),
    ]);
    return { rows: found.rows, total: Number(counted.rows[0]?.total ?? 0) };
  },
});

export type ApiKeyStore = ReturnType<typeof createApiKeyStore>;
