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
  const { id: _id, examples, ...meta } = (z.globalRegistry.get(zodSchema as z.ZodType) ?? {}) as Record<string, unknown>;
  Object.assign(jsonSchema, meta);
  // OpenAPI 3.0 gives a schema one `example`, not JSON Schema's `examples`.
  delete jsonSchema.examples;
  if (Array.isArray(examples) && examples.length > 0) jsonSchema.example = examples[0];
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

/** A component the converted schemas refer to, by its `$ref`. */
export const componentOfRef = (ref: string): OpenApiSchema | undefined => (ref.startsWith(COMPONENTS) ? components.get(ref.slice(COMPONENTS.length)) : undefined);

/** The named schemas the converted schemas refer to, and every refusal body, for the document's `components.schemas`. */
export const componentSchemas = (): Record<string, OpenApiSchema> => {
  for (const schema of Object.values(refusalSchemas)) openApiSchemaOf(schema);
  return Object.fromEntries([...components.entries()].sort(([a], [b]) => a.localeCompare(b)));
};

const COMBINATIONS = ['allOf', 'anyOf', 'oneOf'] as const;

/** The JSON type of an example value: a custom check (a catalog id) shows its type only through its example. */
const typeOfExample = (example: unknown): string | undefined => {
  if (typeof example === 'number') return Number.isInteger(example) ? 'integer' : 'number';
  if (typeof example === 'string' || typeof example === 'boolean') return typeof example;
  return undefined;
};

/**
 * OpenAPI 3.0's `nullable` counts only beside a `type`: zod writes a nullable reference or union
 * without one, which validators of examples refuse. The type its options share is written beside
 * it, or the type of its example (a custom check's); null stays allowed wherever zod allows it.
 */
export const withNullableTyped = <Document extends { components?: { schemas?: Record<string, unknown> } }>(document: Document): Document => {
  const schemas = (document.components?.schemas ?? {}) as Record<string, OpenApiSchema>;
  const typeOf = (schema: OpenApiSchema, depth = 0): unknown => {
    if (depth > 8) return undefined;
    if (typeof schema.$ref === 'string') {
      const target = schemas[schema.$ref.replace(COMPONENTS, '')];
      return target && typeOf(target, depth + 1);
    }
    if (schema.type !== undefined) return schema.type;
    for (const key of COMBINATIONS) {
      const options = schema[key];
      if (Array.isArray(options)) {
        const types = new Set((options as OpenApiSchema[]).map((option) => typeOf(option, depth + 1)));
        return types.size === 1 ? [...types][0] : undefined;
      }
    }
    return undefined;
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const schema = value as OpenApiSchema;
    if (schema.nullable === true && schema.type === undefined) {
      const type = typeOf(schema) ?? typeOfExample(schema.example);
      if (type !== undefined) schema.type = type;
    }
    Object.values(schema).forEach(visit);
  };
  visit(document);
  return document;
};
