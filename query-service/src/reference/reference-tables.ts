/** The reference tables: read-only data the forms and filters offer, seeded by versioned migrations. */
export const referenceTablesSql = `
CREATE TABLE ref_locales (code text PRIMARY KEY, label text NOT NULL);
CREATE TABLE ref_translations (
  locale text NOT NULL REFERENCES ref_locales (code),
  namespace text NOT NULL,
  key text NOT NULL,
  text text NOT NULL,
  PRIMARY KEY (locale, namespace, key)
);
CREATE TABLE ref_roles (id integer PRIMARY KEY, key text NOT NULL UNIQUE, slug text NOT NULL UNIQUE, label text NOT NULL, translation_key text NOT NULL);
CREATE TABLE ref_role_grants (
  user_type_id integer NOT NULL REFERENCES ref_roles (id),
  role_id integer NOT NULL REFERENCES ref_roles (id),
  PRIMARY KEY (user_type_id, role_id)
);
CREATE TABLE ref_relationships (id integer PRIMARY KEY, key text NOT NULL UNIQUE, label text NOT NULL, translation_key text NOT NULL);
CREATE TABLE ref_caregiver_roles (id integer PRIMARY KEY, code text NOT NULL UNIQUE, label text NOT NULL, translation_key text NOT NULL);
CREATE TABLE ref_professions (id text PRIMARY KEY, key text NOT NULL UNIQUE, label text NOT NULL, translation_key text NOT NULL);
CREATE TABLE ref_care_services (
  id integer PRIMARY KEY, key text NOT NULL UNIQUE, label text NOT NULL, translation_key text NOT NULL,
  homecare boolean NOT NULL
);
CREATE TABLE ref_countries (code text PRIMARY KEY, locale text NOT NULL, label text NOT NULL, translation_key text NOT NULL);
CREATE TABLE ref_provinces (
  id integer PRIMARY KEY, code text NOT NULL, country_code text NOT NULL REFERENCES ref_countries (code),
  label text NOT NULL, translation_key text NOT NULL, UNIQUE (country_code, code)
);
CREATE TABLE ref_cities (
  id integer PRIMARY KEY, province_id integer NOT NULL REFERENCES ref_provinces (id),
  label text NOT NULL, translation_key text NOT NULL, latitude double precision NOT NULL, longitude double precision NOT NULL
);
CREATE INDEX ref_cities_province ON ref_cities (province_id, label);
CREATE TABLE ref_diagnoses (id integer PRIMARY KEY, code text NOT NULL UNIQUE, label text NOT NULL, translation_key text NOT NULL);
CREATE TABLE ref_week_days (id integer PRIMARY KEY, code text NOT NULL UNIQUE, label text NOT NULL, short_label text NOT NULL, translation_key text NOT NULL);
CREATE TABLE ref_languages (id integer PRIMARY KEY, code text NOT NULL UNIQUE, label text NOT NULL, translation_key text NOT NULL);
CREATE TABLE ref_payers (
  id integer PRIMARY KEY, code text NOT NULL UNIQUE, label text NOT NULL, translation_key text NOT NULL,
  country_code text REFERENCES ref_countries (code)
);
CREATE TABLE ref_care_coordinators (
  id integer PRIMARY KEY, name text NOT NULL, email text NOT NULL UNIQUE, phone text NOT NULL,
  province_id integer NOT NULL REFERENCES ref_provinces (id)
);
CREATE TABLE ref_note_types (
  scope text NOT NULL CHECK (scope IN ('patient', 'hub')), id integer NOT NULL, key text NOT NULL,
  label text NOT NULL, translation_key text NOT NULL, PRIMARY KEY (scope, id)
);
CREATE TABLE ref_note_templates (
  scope text NOT NULL, id integer NOT NULL, note_type_id integer NOT NULL, title text NOT NULL, body text NOT NULL,
  translation_key text NOT NULL, PRIMARY KEY (scope, id), FOREIGN KEY (scope, note_type_id) REFERENCES ref_note_types (scope, id)
);
CREATE TABLE ref_survey_questions (
  id text PRIMARY KEY, label text NOT NULL, kind text NOT NULL, options jsonb, position integer NOT NULL, translation_key text NOT NULL
);
`;
