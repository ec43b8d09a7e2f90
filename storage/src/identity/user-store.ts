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
}

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
      `INSERT INTO users (id, email, name, role_id, agency_id, partner_id, password_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [user.id, user.email, user.name, user.roleId, user.agencyId, user.partnerId, user.passwordHash],
    );
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
