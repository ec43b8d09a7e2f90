import type { Migration } from '../migrations/migrations';

/**
 * One row per leased name (a projector): who holds it, until when, and its fencing token, which
 * grows by one whenever the lease changes hands, so a holder that lost it can tell.
 */
export const leaseMigrations: readonly Migration[] = [
  {
    id: 'lease/001-leases',
    sql: `CREATE TABLE IF NOT EXISTS leases (
      name text PRIMARY KEY,
      holder text NOT NULL,
      token bigint NOT NULL CHECK (token > 0),
      expires_at timestamptz NOT NULL,
      taken_at timestamptz NOT NULL DEFAULT now()
    )`,
  },
];
