/** One value of a catalog: a stable id, a code-friendly key, an English label and its i18n key. */
export interface CatalogEntry<Id extends number | string = number | string> {
  readonly id: Id;
  readonly key: string;
  readonly label: string;
  readonly translationKey: string;
}

export type Catalog = readonly CatalogEntry[];

export type IdOf<C extends Catalog> = C[number]['id'];

export type IdsByKey<C extends Catalog> = { readonly [E in C[number] as E['key']]: E['id'] };

/** Builds the `Name.KEY -> id` object from the list, so each id is written once. */
export const idsByKey = <const C extends Catalog>(catalog: C): IdsByKey<C> =>
  Object.freeze(Object.fromEntries(catalog.map((entry) => [entry.key, entry.id]))) as IdsByKey<C>;

export const idsOf = <const C extends Catalog>(catalog: C): readonly IdOf<C>[] =>
  Object.freeze(catalog.map((entry) => entry.id));

export const isIdOf = <C extends Catalog>(catalog: C, value: unknown): value is IdOf<C> =>
  catalog.some((entry) => entry.id === value);

export const findEntry = <C extends Catalog>(catalog: C, id: unknown): C[number] | undefined =>
  catalog.find((entry) => entry.id === id);

export const labelOf = <C extends Catalog>(catalog: C, id: IdOf<C>): string => findEntry(catalog, id)?.label ?? String(id);
