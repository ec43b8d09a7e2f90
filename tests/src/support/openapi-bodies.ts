import { randomUUID } from 'node:crypto';

/** The part of an OpenAPI 3.0 schema a request body is described with here (zod's `toJSONSchema`). */
export interface BodySchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  exclusiveMinimum?: boolean;
  minLength?: number;
  properties?: Record<string, BodySchema>;
  required?: string[];
  items?: BodySchema;
  oneOf?: BodySchema[];
  anyOf?: BodySchema[];
}

export interface BodyOperation {
  requestBody?: { content?: Record<string, { schema?: BodySchema }> };
}

export type FieldPath = readonly (string | number)[];

export interface BodyField {
  path: FieldPath;
  schema: BodySchema;
}

/** The JSON body an operation documents; of several alternatives (`oneOf`), the first. */
export const documentedBodyOf = (operation: BodyOperation): BodySchema | undefined => {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  return schema?.oneOf?.[0] ?? schema;
};

const FORMAT_EXAMPLES: Record<string, () => string> = {
  uuid: () => randomUUID(),
  date: () => '2026-03-02',
  'date-time': () => '2026-03-02T09:30:00Z',
  email: () => 'walker@example.com',
};

// Samples for the patterns the document uses (phone, country, time of day, postal code).
const PATTERN_SAMPLES = ['+1 555 0100', 'CA', '09:30', 'K1A 0B1'];

const stringExample = (schema: BodySchema): string => {
  const byFormat = schema.format ? FORMAT_EXAMPLES[schema.format] : undefined;
  if (byFormat) return byFormat();
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const sample = PATTERN_SAMPLES.find((candidate) => pattern.test(candidate));
    if (sample) return sample;
  }
  return 'walk'.padEnd(schema.minLength ?? 0, 'x');
};

const numberExample = (schema: BodySchema): number => {
  const minimum = schema.minimum ?? 0;
  return schema.exclusiveMinimum ? minimum + 1 : minimum;
};

/** A value of the schema, as small as it comes: required properties only, first alternatives. Best effort: ids name nothing. */
export const exampleOf = (schema: BodySchema): unknown => {
  if (schema.enum) return schema.enum[0];
  const alternative = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (alternative) return exampleOf(alternative);
  switch (schema.type) {
    case 'string':
      return stringExample(schema);
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).flatMap((name) => {
        const property = schema.properties?.[name];
        return property ? [[name, exampleOf(property)]] : [];
      }));
    case undefined:
    default:
      return undefined;
  }
};

/** Every field the schema declares, nested ones included; an array's items stand at index 0. */
export const fieldsOf = (schema: BodySchema, path: FieldPath = []): BodyField[] => {
  const own = path.length > 0 ? [{ path, schema }] : [];
  if (schema.properties) return [...own, ...Object.entries(schema.properties).flatMap(([name, property]) => fieldsOf(property, [...path, name]))];
  if (schema.items) return [...own, ...fieldsOf(schema.items, [...path, 0])];
  const alternative = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (alternative) return [...own, ...fieldsOf(alternative, path).filter((field) => field.path.length > path.length)];
  return own;
};

/** A copy of `body` with `value` at `path`, making the objects and arrays on the way. */
export const withValueAt = (body: unknown, path: FieldPath, value: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const items = Array.isArray(body) ? [...(body as unknown[])] : [];
    items[head] = withValueAt(items[head], rest, value);
    return items;
  }
  const object = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  return { ...object, [head]: withValueAt((object as Record<string, unknown>)[head], rest, value) };
};
