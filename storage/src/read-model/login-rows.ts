import type { DriverInstant } from './instant';

/** One account of `logins`, as stored. Credentials never reach the event store, so never this table. */
export interface LoginRow<Instant extends DriverInstant = string> {
  id: string;
  email: string;
  name: string;
  role_id: number;
  agency_id: string | null;
  partner_id: string | null;
  /** Catalog `userStatuses`: ACTIVE 1, DISABLE 3. */
  status: number;
  created_by: string;
  password_reset_at: Instant | null;
  version: number;
  created_at: Instant;
  updated_at: Instant;
  last_position: number;
}
