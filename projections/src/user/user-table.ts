/** Bump it when the table or the projector changes: the worker then rebuilds the read model. */
export const LOGINS_SCHEMA_VERSION = 1;

/**
 * DDL of `logins` (`users` is the identity table of credentials); `suffix` lets a rebuild build a fresh copy beside it. Names and emails are
 * indexed lower-cased under the "C" collation so one btree serves the prefix search and the sort.
 */
export const userTables = (suffix: string): string => {
  const logins = `logins${suffix}`;
  const name = `lower(name) COLLATE "C"`;
  const email = `lower(email) COLLATE "C"`;
  return `
    CREATE TABLE IF NOT EXISTS ${logins} (
      id uuid PRIMARY KEY,
      email text NOT NULL,
      name text NOT NULL,
      role_id smallint NOT NULL,
      agency_id text,
      partner_id text,
      status smallint NOT NULL,
      created_by text NOT NULL,
      password_reset_at timestamptz,
      version integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${logins}_name_idx ON ${logins} ((${name}), id);
    CREATE INDEX IF NOT EXISTS ${logins}_email_idx ON ${logins} ((${email}));
    CREATE INDEX IF NOT EXISTS ${logins}_created_idx ON ${logins} (created_at, id);
    CREATE INDEX IF NOT EXISTS ${logins}_role_name_idx ON ${logins} (role_id, (${name}), id);
    CREATE INDEX IF NOT EXISTS ${logins}_status_name_idx ON ${logins} (status, (${name}), id);
    CREATE INDEX IF NOT EXISTS ${logins}_agency_name_idx ON ${logins} (agency_id, (${name}), id);
    CREATE INDEX IF NOT EXISTS ${logins}_partner_name_idx ON ${logins} (partner_id, (${name}), id);`;
};
