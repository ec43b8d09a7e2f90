import type { z } from 'zod';
import { openApiSchemaOf } from './openapi-schema';

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

/** Replaces every marker in the document with the OpenAPI schema of its zod schema. */
export const withSchemasConverted = <Document>(document: Document): Document => {
  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert);
    if (typeof value !== 'object' || value === null) return value;
    if (LATER_SCHEMA in value) {
      const entry = waiting[(value as Record<string, number>)[LATER_SCHEMA]!];
      if (!entry) throw new Error(`No schema waits under ${JSON.stringify(value)}.`);
      return openApiSchemaOf(entry.schema, entry.io);
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, convert(inner)]));
  };
  return convert(document) as Document;
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
