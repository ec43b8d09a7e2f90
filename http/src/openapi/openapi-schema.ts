import * as domain from '@careledger/domain';
import { z } from 'zod';
import { refusalSchemas } from './refusals';

type OpenApiSchema = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';

const pascal = (name: string): string => `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;

/**
 * Every answer schema `domain` exports (`*Answer`), every event type's feed entry and every
 * refusal body, by the name its component takes: a schema that contains one refers to it instead of repeating it.
 */
const named = (() => {
  const registry = z.registry<{ id: string }>();
  const entries: [string, unknown][] = [...Object.entries(domain), ...Object.entries(refusalSchemas)];
  for (const [name, value] of entries) {
    if (value instanceof z.ZodType && /^[a-z]\w*(Answer|Refusal)$/.test(name) && !registry.has(value)) registry.add(value, { id: pascal(name) });
  }
  // Each event type's feed entry, `NoteCreatedEvent`: the members of `FeedEntryAnswer`.
  for (const type of domain.domainEventTypes) registry.add(domain.feedEntrySchemas[type], { id: domain.feedEntryComponentOf(type) });
  return registry;
})();

/** The components the schemas converted so far refer to, by name. */
const components = new Map<string, OpenApiSchema>();

const toComponentRefs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' ? [key, inner.replace(/^#\/(definitions|\$defs)\//, COMPONENTS)] : [key, toComponentRefs(inner)],
    ),
  );
};

/**
 * The global registry's words (`.describe()`, `.meta()`: a catalog's ids) on the schema they
 * describe. A date or instant is said by its format: the pattern zod spells it with would repeat
 * 400 characters in every field.
 */
const withGlobalMetadata = ({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Record<string, unknown> }): void => {
  const { id: _id, ...meta } = (z.globalRegistry.get(zodSchema as z.ZodType) ?? {}) as Record<string, unknown>;
  Object.assign(jsonSchema, meta);
  if (jsonSchema.format === 'date-time' || jsonSchema.format === 'date') delete jsonSchema.pattern;
};

/**
 * The OpenAPI 3.0 schema of what a zod schema outputs (an answer) or takes (`io: 'input'`, a
 * request). A named answer, and every named answer inside it, is a `$ref` to its component.
 */
export const openApiSchemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'output'): OpenApiSchema => {
  // Components are answers: a request is converted whole, with no reference into them.
  const metadata = io === 'output' ? named : z.registry<{ id?: string }>();
  const converted = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any', metadata, override: withGlobalMetadata }) as OpenApiSchema;
  const { definitions, $defs, ...root } = toComponentRefs(converted) as OpenApiSchema & { definitions?: Record<string, OpenApiSchema>; $defs?: Record<string, OpenApiSchema> };
  for (const [name, component] of Object.entries({ ...definitions, ...$defs })) components.set(name, component);
  return root;
};

/** The named schemas the converted schemas refer to, and every refusal body, for the document's `components.schemas`. */
export const componentSchemas = (): Record<string, OpenApiSchema> => {
  for (const schema of Object.values(refusalSchemas)) openApiSchemaOf(schema);
  return Object.fromEntries([...components.entries()].sort(([a], [b]) => a.localeCompare(b)));
};
