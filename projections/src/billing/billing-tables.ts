/** Bump it when the tables or the projector change: the worker then rebuilds the read model. */
export const BILLING_SCHEMA_VERSION = 1;

const stamps = `
      version integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL`;

/**
 * DDL of the billing read model; `suffix` lets a rebuild build fresh copies beside the live
 * tables. Ids of other records are text: a projector must never fail on a value it did not choose.
 */
export const billingTables = (suffix: string): string => {
  const [products, taxRates, subscriptions, payments, batches] = ['products', 'tax_rates', 'subscriptions', 'payments', 'card_batches'].map((name) => `${name}${suffix}`);
  return `
    CREATE TABLE IF NOT EXISTS ${products} (
      id uuid PRIMARY KEY,
      membership_code text NOT NULL,
      name text NOT NULL,
      unit_price_cents integer NOT NULL,
      unit_of_measure smallint NOT NULL,
      active boolean NOT NULL,
      created_by text NOT NULL,${stamps}
    );
    CREATE INDEX IF NOT EXISTS ${products}_active_name_idx ON ${products} (active, name, id);
    CREATE TABLE IF NOT EXISTS ${taxRates} (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      rate_basis_points integer NOT NULL,
      created_by text NOT NULL,${stamps}
    );
    CREATE TABLE IF NOT EXISTS ${subscriptions} (
      id uuid PRIMARY KEY,
      patient_id text,
      user_id text,
      product_id text NOT NULL,
      membership_code text NOT NULL,
      unit_price_cents integer NOT NULL,
      unit_of_measure smallint NOT NULL,
      tax_rate_id text NOT NULL,
      tax_rate_basis_points integer NOT NULL,
      billing_frequency smallint NOT NULL,
      collection_mode text NOT NULL,
      card_type text,
      recurrence smallint NOT NULL,
      rounding_rule smallint NOT NULL,
      rounding_increment_cents integer NOT NULL,
      start_date date NOT NULL,
      status text NOT NULL,
      cancelled_from date,
      cancel_reason text,
      subscribed_by text NOT NULL,${stamps}
    );
    CREATE INDEX IF NOT EXISTS ${subscriptions}_created_idx ON ${subscriptions} (created_at, id);
    CREATE INDEX IF NOT EXISTS ${subscriptions}_patient_idx ON ${subscriptions} (patient_id, created_at, id);
    CREATE INDEX IF NOT EXISTS ${subscriptions}_user_idx ON ${subscriptions} (user_id, created_at, id);
    CREATE TABLE IF NOT EXISTS ${payments} (
      id uuid PRIMARY KEY,
      subscription_id text NOT NULL,
      patient_id text,
      user_id text,
      period_start date NOT NULL,
      period_end date NOT NULL,
      quantity numeric NOT NULL,
      unit_price_cents integer NOT NULL,
      tax_rate_basis_points integer NOT NULL,
      amount_cents integer NOT NULL,
      tax_cents integer NOT NULL,
      total_cents integer NOT NULL,
      collection_mode text NOT NULL,
      card_type text,
      own_state smallint NOT NULL,
      state smallint NOT NULL,
      card_batch_id text,
      batch_outcome text,
      created_by text NOT NULL,${stamps}
    );
    CREATE INDEX IF NOT EXISTS ${payments}_period_idx ON ${payments} (period_start, id);
    CREATE INDEX IF NOT EXISTS ${payments}_subscription_idx ON ${payments} (subscription_id, period_start, id);
    CREATE INDEX IF NOT EXISTS ${payments}_state_idx ON ${payments} (state, period_start, id);
    CREATE INDEX IF NOT EXISTS ${payments}_patient_idx ON ${payments} (patient_id, period_start, id);
    CREATE INDEX IF NOT EXISTS ${payments}_user_idx ON ${payments} (user_id, period_start, id);
    CREATE TABLE IF NOT EXISTS ${batches} (
      id uuid PRIMARY KEY,
      status text NOT NULL,
      payment_ids text[] NOT NULL,
      payment_count integer NOT NULL,
      total_cents integer NOT NULL,
      opened_by text NOT NULL,
      void_reason text,${stamps}
    );
    CREATE INDEX IF NOT EXISTS ${batches}_created_idx ON ${batches} (created_at, id);
    CREATE INDEX IF NOT EXISTS ${batches}_status_idx ON ${batches} (status, created_at, id);`;
};
