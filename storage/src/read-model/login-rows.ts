import type { UserRow } from '../identity/user-store';
import type { DriverInstant } from './instant';

/**
 * One account of `logins`, as stored: the identity row's account columns (credentials never reach
 * the event store, so never this table), plus what the account's events add.
 */
export interface LoginRow<Instant extends DriverInstant = string> extends Omit<UserRow, 'password_hash'> {
  /** Catalog `userStatuses`: ACTIVE 1, DISABLE 3. */
  status: number;
  created_by: string;
  password_reset_at: Instant | null;
  version: number;
  created_at: Instant;
  updated_at: Instant;
  last_position: number;
}
