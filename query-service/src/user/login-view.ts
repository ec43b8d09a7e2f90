import { roles, userStatuses, type LoginAnswer } from '@careledger/domain';
import type { DriverInstant, LoginRow } from '@careledger/storage';


/** A `logins` row as the queries select it. */
export type LoginRecord = Omit<LoginRow<DriverInstant>, 'last_position'>;

export const LOGIN_COLUMNS = 'id, email, name, role_id, agency_id, partner_id, status, created_by, password_reset_at, version, created_at, updated_at';

const iso = (value: Date | string): string => new Date(value).toISOString();
const roleLabels = new Map<number, string>(roles.map((role) => [role.id, role.label]));
const statusLabels = new Map<number, string>(userStatuses.map((status) => [status.id, status.label]));

export const toLoginView = (record: LoginRecord): LoginAnswer => ({
  id: record.id,
  email: record.email,
  name: record.name,
  roleId: Number(record.role_id),
  roleLabel: roleLabels.get(Number(record.role_id)) ?? null,
  agencyId: record.agency_id,
  partnerId: record.partner_id,
  status: Number(record.status),
  statusLabel: statusLabels.get(Number(record.status)) ?? null,
  createdBy: record.created_by,
  passwordResetAt: record.password_reset_at === null ? null : iso(record.password_reset_at),
  version: Number(record.version),
  createdAt: iso(record.created_at),
  updatedAt: iso(record.updated_at),
});
