import type { Migration } from '../migrations/migrations';

/** Where the database announces an ended session (`token:<hash>`) or a changed account (`user:<id>`). */
export const SESSION_CHANGES_CHANNEL = 'careledger_sessions';

/** Where the database announces a key that stopped (`<id>`): revoked or removed (activating one needs no notice: an inactive key is never cached). */
export const API_KEY_CHANGES_CHANNEL = 'careledger_api_keys';

export const identityMigrations: Migration[] = [
  {
    id: 'identity/001-users-and-sessions',
    sql: `
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        name text NOT NULL,
        role_id smallint NOT NULL,
        agency_id uuid,
        partner_id uuid,
        status smallint NOT NULL DEFAULT 1,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
      CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX sessions_expires_at ON sessions (expires_at);
    `,
  },
  {
    // Counters of sign-in attempts per account (email) and per client address, kept here so that
    // every process of the command side and every restart sees the same locks.
    id: 'identity/002-sign-in-attempts',
    sql: `
      CREATE TABLE sign_in_attempts (
        subject text PRIMARY KEY,
        failures integer NOT NULL,
        last_attempt_at timestamptz NOT NULL,
        locked_until timestamptz
      );
      CREATE INDEX sign_in_attempts_last_attempt_at ON sign_in_attempts (last_attempt_at);
    `,
  },
  {
    id: 'identity/003-server-secrets',
    sql: `
      CREATE TABLE server_secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    // Every process caches sessions for a few seconds; these notices evict an ended session or a
    // changed account at once, in every process, whichever code path changed it.
    id: 'identity/004-session-change-notices',
    sql: `
      CREATE FUNCTION careledger_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'sessions' THEN
          PERFORM pg_notify('${SESSION_CHANGES_CHANNEL}', 'token:' || OLD.token_hash);
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('${SESSION_CHANGES_CHANNEL}', 'user:' || OLD.id::text);
        ELSE
          PERFORM pg_notify('${SESSION_CHANGES_CHANNEL}', 'user:' || NEW.id::text);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER sessions_ended AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION careledger_session_changed();
      CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION careledger_session_changed();
    `,
  },
  {
    // API keys: only a hash of each secret, the role and organisation a key acts as, and its use,
    // counted in batches. Revoking or removing a key is announced, as an ended session is, so every
    // process forgets it at once; counting its use is not (it changes nothing a lookup answers).
    id: 'identity/005-api-keys',
    sql: `
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        secret_hash text NOT NULL,
        role_id smallint NOT NULL,
        agency_id uuid,
        partner_id uuid,
        scopes jsonb NOT NULL,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL,
        active boolean NOT NULL DEFAULT false,
        revoked_at timestamptz,
        last_used_at timestamptz,
        use_count bigint NOT NULL DEFAULT 0
      );
      CREATE INDEX api_keys_agency ON api_keys (agency_id);
      CREATE INDEX api_keys_partner ON api_keys (partner_id);
      CREATE FUNCTION careledger_api_key_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${API_KEY_CHANGES_CHANNEL}', OLD.id::text);
        RETURN NULL;
      END $$;
      CREATE TRIGGER api_keys_stopped AFTER DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION careledger_api_key_changed();
      CREATE TRIGGER api_keys_changed AFTER UPDATE OF revoked_at, scopes, role_id, agency_id, partner_id ON api_keys
        FOR EACH ROW EXECUTE FUNCTION careledger_api_key_changed();
    `,
  },
];
