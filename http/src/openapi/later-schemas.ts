import type { z } from 'zod';
import { exampleOfSchema } from './examples';
import { componentOfRef, openApiSchemaOf } from './openapi-schema';

/** Where a decorator's zod schema waits for the document: converting every route's schema at start would cost every process its start time. */
export const LATER_SCHEMA = 'x-careledger-schema';

const waiting: { schema: z.ZodType; io: 'input' | 'output' }[] = [];

export const laterSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> => {
  waiting.push({ schema, io });
  return { [LATER_SCHEMA]: waiting.length - 1 };
};

/** The zod schema behind a marker a decorator left in the document, for a test that parses an answer with it. */
export const zodSchemaOfMarker = (marker: unknown): z.ZodType | undefined =>
  typeof marker === 'object' && marker !== null && LATER_SCHEMA in marker ? waiting[(marker as Record<string, number>)[LATER_SCHEMA]!]?.schema : undefined;

const isMarker = (value: unknown): value is Record<string, number> => typeof value === 'object' && value !== null && LATER_SCHEMA in value;

const withoutPath = (value: unknown, path: readonly PropertyKey[]): unknown => {
  if (path.length === 0 || typeof value !== 'object' || value === null) return value;
  const [key, ...rest] = path;
  if (Array.isArray(value)) return rest.length === 0 ? value.filter((_item, index) => index !== key) : (value as unknown[]).map((item, index) => (index === key ? withoutPath(item, rest) : item));
  const { [key as string]: inner, ...others } = value as Record<string, unknown>;
  return rest.length === 0 ? others : { ...others, [key as string]: withoutPath(inner, rest) };
};

const REPAIRS = 4;

/**
 * The example of a body or an answer: its schema's own (a `.meta({ examples })` on the zod schema)
 * or one made from its fields, kept only if the zod schema the service parses with accepts it. A
 * field that a rule across fields refuses (one of two, only with another) is left out, up to a
 * few times; then the required fields alone are tried.
 */
const exampleOf = (schema: z.ZodType, converted: Record<string, unknown>): unknown => {
  for (const everyField of [true, false]) {
    let example = exampleOfSchema(converted, componentOfRef, undefined, everyField);
    for (let repair = 0; example !== undefined && repair <= REPAIRS; repair += 1) {
      const parsed = schema.safeParse(example);
      if (parsed.success) return example;
      const paths = parsed.error.issues.map((issue) => issue.path).filter((path) => path.length > 0);
      if (paths.length === 0) break;
      example = paths.reduce<unknown>((value, path) => withoutPath(value, path), example);
    }
  }
  return undefined;
};

/**
 * Replaces every marker in the document with the OpenAPI schema of its zod schema, and gives
 * each media type whose schema it is an example (`example`) that schema accepts.
 */
export const withSchemasConverted = <Document>(document: Document): Document => {
  const media: { object: Record<string, unknown>; schema: z.ZodType }[] = [];
  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert);
    if (typeof value !== 'object' || value === null) return value;
    if (isMarker(value)) {
      const entry = waiting[value[LATER_SCHEMA]!];
      if (!entry) throw new Error(`No schema waits under ${JSON.stringify(value)}.`);
      return openApiSchemaOf(entry.schema, entry.io);
    }
    const converted = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, convert(inner)]));
    const marker = (value as Record<string, unknown>).schema;
    if (isMarker(marker) && !('example' in value) && !('examples' in value)) media.push({ object: converted, schema: waiting[marker[LATER_SCHEMA]!]!.schema });
    return converted;
  };
  const result = convert(document) as Document;
  // After every schema is converted: an answer's example is made of the components it refers to.
  for (const { object, schema } of media) {
    const example = exampleOf(schema, object.schema as Record<string, unknown>);
    if (example !== undefined) object.example = example;
  }
  return result;
};

type Operation = { parameters?: { name: string; in: string }[] };

/**
 * Declares every `{param}` of a path that its operation does not: NestJS reads `@Param()` types from
 * decorator metadata, which this build does not emit. An id is a UUID, as every record's is.
 */
export const withPathParametersDeclared = <Document extends { paths: object }>(document: Document): Document => {
  for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    for (const operation of Object.values(operations) as Operation[]) {
      const missing = names.filter((name) => !(operation.parameters ?? []).some((parameter) => parameter.in === 'path' && parameter.name === name));
      operation.parameters = [
        ...missing.map((name) => ({
          name,
          in: 'path',
          required: true,
          ...(name === 'id' || name.endsWith('Id') ? { description: `The ${name === 'id' ? 'record' : name.slice(0, -2)}'s id.`, schema: { type: 'string', format: 'uuid' } } : { schema: { type: 'string' } }),
        })),
        ...(operation.parameters ?? []),
      ];
    }
  }
  return document;
};
