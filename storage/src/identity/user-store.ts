import type { RoleId } from '@careledger/domain';
import type { SqlExecutor } from '../sql/sql-database';

export interface UserAccount {
  id: string;
  email: string;
  name: string;
  roleId: RoleId;
  agencyId: string | null;
  partnerId: string | null;
  /** 1 active, 3 disabled (SPEC.md user status). */
  status: number;
}

export interface NewUserAccount extends Omit<UserAccount, 'status'> {
  passwordHash: string;
  /** Active (1) unless given: a disabled row reserves an email while its account is being created. */
  status?: number;
}

/** What an account's own events decide: role, organisation and whether it may sign in. */
export type AccountStanding = Pick<UserAccount, 'roleId' | 'agencyId' | 'partnerId' | 'status'>;

export interface UserRow {
  id: string;
  email: string;
  name: string;
  role_id: number;
  agency_id: string | null;
  partner_id: string | null;
  status: number;
  password_hash: string;
}

export const toAccount = (row: UserRow): UserAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roleId: row.role_id as RoleId,
  agencyId: row.agency_id,
  partnerId: row.partner_id,
  status: row.status,
});

export const createUserStore = (db: SqlExecutor) => ({
  async insert(user: NewUserAccount): Promise<void> {
    await db.query(
      `INSERT INTO users (id, email, name, role_id, agency_id, partner_id, password_hash, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [user.id, user.email, user.name, user.roleId, user.agencyId, user.partnerId, user.passwordHash, user.status ?? 1],
    );
  },

  /** Brings the sign-in row in line with the account's events; false when there is no row. */
  async updateStanding(id: string, standing: AccountStanding): Promise<boolean> {
    const { rows } = await db.query<{ id: string }>(
      'UPDATE users SET role_id = $2, agency_id = $3, partner_id = $4, status = $5 WHERE id = $1 RETURNING id',
      [id, standing.roleId, standing.agencyId, standing.partnerId, standing.status],
    );
    return rows.length > 0;
  },

  async setPasswordHash(id: string, passwordHash: string): Promise<boolean> {
    const { rows } = await db.query<{ id: string }>('UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING id', [id, passwordHash]);
    return rows.length > 0;
  },

  /** Drops a row and its sessions: undoes a reservation whose account was never recorded. */
  async remove(id: string): Promise<void> {
    await db.query('DELETE FROM sessions WHERE user_id = $1', [id]);
    await db.query('DELETE FROM users WHERE id = $1', [id]);
  },

  async findByEmail(email: string): Promise<{ account: UserAccount; passwordHash: string } | undefined> {
    const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
    const row = rows[0];
    return row ? { account: toAccount(row), passwordHash: row.password_hash } : undefined;
  },

  async findById(id: string): Promise<UserAccount | undefined> {
    const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
    return rows[0] ? toAccount(rows[0]) : undefined;
  },

  async count(): Promise<number> {
    const { rows } = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM users');
    return Number(rows[0]?.n ?? 0);
  },
});

export type UserStore = ReturnType<typeof createUserStore>;
