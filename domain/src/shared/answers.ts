import { z } from 'zod';
import { isIdOf, type Catalog, type IdOf } from '../catalog/catalog-entry';

/**
 * The pieces every answer schema is made of. Answers are strict objects: a field the service
 * sends that the schema does not name fails the contract as surely as one it leaves out.
 */

/** An instant as the services send it: `Date.prototype.toISOString()` or an event's `occurredAt`. */
export const instantAnswer = z.iso.datetime({ offset: true });

/** A calendar day, YYYY-MM-DD: dates read as text so no time zone shifts them. */
export const calendarDayAnswer = z.iso.date();

/** The stream version: the client's next `expectedVersion`. */
export const versionAnswer = z.number().int().nonnegative();

/** What every record's answer ends with: its stream version and when it was created and last changed. */
export const versionedRecordAnswer = { version: versionAnswer, createdAt: instantAnswer, updatedAt: instantAnswer };

/**
 * The current display name of the id in the field before it (`patientId` → `patientName`): null
 * when no read model names that id (a system actor, a record not projected yet).
 */
export const displayNameAnswer = z.string().nullable();

/** The field that names the ids in `field` when it holds `value`: `patientId` → `patientName`, `createdBy` → `createdByName`, a list `careTeam` → `careTeamNames`. */
export const nameFieldOf = (field: string, value: unknown): string =>
  Array.isArray(value) ? `${field}Names` : `${field.endsWith('Id') ? field.slice(0, -2) : field}Name`;

export const countAnswer = z.number().int().nonnegative();

/** An id of one catalog, typed as that catalog's ids so a reader can switch over them. */
export const catalogIdAnswer = <const C extends Catalog>(catalog: C) => {
  const ids = new Set<unknown>(catalog.map((entry) => entry.id));
  // The document shows no type for a custom check: its example shows what an id of the catalog looks like.
  return z.custom<IdOf<C>>((value) => ids.has(value), { error: 'must be an id of its catalog' }).meta({ examples: catalog.slice(0, 1).map((entry) => entry.id as IdOf<C>) });
};

/** A catalog id read back from a read model: it holds only ids the domain wrote, so any other value is a broken row. */
export const knownCatalogId = <const C extends Catalog>(catalog: C, value: unknown): IdOf<C> => {
  if (!isIdOf(catalog, value)) throw new Error(`${String(value)} is not an id of its catalog`);
  return value;
};

/** One page of a list: exact `total` unless `totalCapped`, then at least that many. */
export const pageAnswer = <Item extends z.ZodType>(item: Item) =>
  z.strictObject({
    data: z.array(item),
    total: countAnswer,
    totalCapped: z.literal(true).optional(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

/** One page of rows of type `Item`, as `pageAnswer` reads it: what the query service's lists and the console's grids share. */
export type PageAnswer<Item> = z.output<ReturnType<typeof pageAnswer<z.ZodType<Item>>>>;

/** A whole, unpaged list. */
export const collectionAnswer = <Item extends z.ZodType>(item: Item) => z.strictObject({ data: z.array(item) });

export type CollectionAnswer<Item> = z.output<ReturnType<typeof collectionAnswer<z.ZodType<Item>>>>;
