import { SCHEDULER_ACTOR, SCHEDULER_NAME, nameFieldOf } from '@careledger/domain';
import { asStored, readModelRows, type ListReads } from '../http/list-query';

/** What an id in an answer can point at, each named by the read model that keeps its name current. */
export const namedKinds = ['patient', 'agency', 'user', 'caregiver', 'hub'] as const;
export type NamedKind = (typeof namedKinds)[number];

const NAME_SOURCES: Record<NamedKind, string> = {
  patient: `SELECT id::text AS id, first_name || ' ' || last_name AS name FROM patients WHERE id = ANY($1::uuid[])`,
  agency: 'SELECT id::text AS id, name FROM agencies WHERE id = ANY($1::uuid[])',
  // An API key acts under its own id: "key <name>" is who did what it did.
  user: `SELECT id::text AS id, name FROM logins WHERE id = ANY($1::uuid[])
    UNION ALL SELECT id::text AS id, 'key ' || name AS name FROM api_keys WHERE id = ANY($1::uuid[])`,
  // A caregiver is named by their profile's id, or by their sign-in's where they act in person (a posting's applicant).
  caregiver: `SELECT id::text AS id, first_name || ' ' || last_name AS name FROM caregivers WHERE id = ANY($1::uuid[])
    UNION SELECT user_id AS id, first_name || ' ' || last_name AS name FROM caregivers WHERE user_id = ANY($1::text[])`,
  hub: 'SELECT id::text AS id, name FROM shared_living_hubs WHERE id = ANY($1::uuid[])',
};

/** Who acts without a row in any read model: the scheduler appends events but never signs in. */
const SYSTEM_NAMES: Partial<Record<NamedKind, ReadonlyMap<string, string>>> = {
  user: new Map([[SCHEDULER_ACTOR.id, SCHEDULER_NAME]]),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `patientId` is named by `patientName`, `createdBy` by `createdByName`, and a list of ids
 * (`careTeam`) by a list of names in the same order (`careTeamNames`).
 */
export type NameField<Field extends string, Value = string> = Value extends readonly unknown[]
  ? `${Field}Names`
  : Field extends `${infer Stem}Id`
    ? `${Stem}Name`
    : `${Field}Name`;

/** Which fields of an answer hold ids, and of what. */
export type NamedFields<View> = Partial<Record<keyof View & string, NamedKind>>;

export type WithNames<View, Fields extends NamedFields<View>> = View & {
  [Field in keyof Fields & keyof View & string as NameField<Field, View[Field]>]: View[Field] extends readonly unknown[] ? (string | null)[] : string | null;
};

/** `Answer` without the names `withNames` adds for `Fields`: what a view is before they are looked up. */
export type Unnamed<Answer, Fields> = Omit<Answer, { [Field in keyof Fields & keyof Answer & string]: NameField<Field, Answer[Field]> }[keyof Fields & keyof Answer & string]>;

/** The current names of `ids` of one kind, by lower-cased id (the scheduler's too); ids no read model names are left out. */
export const displayNamesOf = async (reads: ListReads, kind: NamedKind, ids: Iterable<string>): Promise<Map<string, string>> => {
  const system = SYSTEM_NAMES[kind];
  const named = new Map<string, string>();
  const wanted: string[] = [];
  for (const id of new Set([...ids].filter((each) => UUID.test(each)).map((each) => each.toLowerCase()))) {
    const name = system?.get(id);
    if (name === undefined) wanted.push(id);
    else named.set(id, name);
  }
  if (wanted.length === 0) return named;
  const rows = await readModelRows<{ id: string; name: string }, { id: string; name: string }>(reads, asStored, NAME_SOURCES[kind], [wanted.sort()]);
  for (const row of rows) named.set(row.id, row.name);
  return named;
};

const nameViews = async <View extends object, const Fields extends NamedFields<View>>(
  reads: ListReads,
  views: readonly View[],
  fields: Fields,
): Promise<WithNames<View, Fields>[]> => {
  const entries = Object.entries(fields) as [keyof View & string, NamedKind][];
  const idsIn = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string');
  const wanted = new Map<NamedKind, string[]>();
  for (const view of views) {
    for (const [field, kind] of entries) {
      const ids = wanted.get(kind) ?? [];
      ids.push(...idsIn(view[field]));
      wanted.set(kind, ids);
    }
  }
  const found = new Map(await Promise.all([...wanted].map(async ([kind, ids]) => [kind, await displayNamesOf(reads, kind, ids)] as const)));
  return views.map((view) => {
    const named: Record<string, unknown> = { ...(view as Record<string, unknown>) };
    for (const [field, kind] of entries) {
      const value: unknown = view[field];
      const nameOf = (id: unknown): string | null => (typeof id === 'string' ? (found.get(kind)?.get(id.toLowerCase()) ?? null) : null);
      named[nameFieldOf(field, value)] = Array.isArray(value) ? value.map(nameOf) : nameOf(value);
    }
    return named as WithNames<View, Fields>;
  });
};

/**
 * Named rows kept beside the rows they name. Rows kept in memory (`readModelRows`, frozen) stay
 * the same array only while no read model changes, and names change only with a read model, so
 * their names hold as long as they do; a page many people open is named once, not per request.
 */
const namedKeptRows = new WeakMap<readonly object[], Map<string, Promise<readonly object[]>>>();

/**
 * `views` with each id field of `fields` followed by its display name (`patientId` → `patientName`),
 * null where no read model names the id (not a UUID, a record not projected yet); the scheduler by its name.
 * Names are read when answering, so a rename shows at once in every answer that mentions the record.
 */
export const withNames = <View extends object, const Fields extends NamedFields<View>>(
  reads: ListReads,
  views: readonly View[],
  fields: Fields,
): Promise<WithNames<View, Fields>[]> => {
  if (!Object.isFrozen(views)) return nameViews(reads, views, fields);
  let byFields = namedKeptRows.get(views);
  if (!byFields) namedKeptRows.set(views, (byFields = new Map<string, Promise<readonly object[]>>()));
  const key = JSON.stringify(fields);
  const kept = byFields.get(key);
  if (kept) return kept as Promise<WithNames<View, Fields>[]>;
  const named = nameViews(reads, views, fields).then((rows) => Object.freeze(rows.map((row) => Object.freeze(row))));
  byFields.set(key, named);
  named.catch(() => byFields.delete(key));
  return named as Promise<WithNames<View, Fields>[]>;
};

/** One view with its names: see `withNames`. */
export const withNamesOf = async <View extends object, const Fields extends NamedFields<View>>(
  reads: ListReads,
  view: View,
  fields: Fields,
): Promise<WithNames<View, Fields>> => {
  const [named] = await withNames(reads, [view], fields);
  return named as WithNames<View, Fields>;
};
