/**
 * Checks a JSON answer against the OpenAPI 3.0 schema the document gives for it: the subset zod's
 * `openapi-3.0` target writes (types, nullable, enum, properties, required, additionalProperties,
 * items, anyOf/oneOf/allOf, $ref into components, minimum/maximum). Formats are not checked.
 */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema>; responses?: Record<string, unknown> };
}
export interface OpenApiOperation {
  operationId?: string;
  parameters?: { name: string; in: string; $ref?: string }[];
  requestBody?: unknown;
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: OpenApiSchema }> }>;
}
export type OpenApiSchema = Record<string, unknown>;

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);

export const schemaErrors = (document: OpenApiDocument, schema: OpenApiSchema, value: unknown, at = '$'): string[] => {
  if (typeof schema.$ref === 'string') {
    const target = document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')];
    return target ? schemaErrors(document, target, value, at) : [`${at}: unresolved ${schema.$ref}`];
  }
  if (value === null) {
    const allowsNull = (candidate: OpenApiSchema) => schemaErrors(document, candidate, null, at).length === 0;
    // zod writes a union with null as anyOf with a nullable option: null then fits that option.
    const anOption = (['anyOf', 'oneOf'] as const).some((key) => (schema[key] as OpenApiSchema[] | undefined)?.some(allowsNull));
    return schema.nullable === true || (schema.enum as unknown[] | undefined)?.includes(null) || Object.keys(schema).length === 0 || anOption ? [] : [`${at}: null is not allowed`];
  }
  const errors: string[] = [];
  if (Array.isArray(schema.allOf)) for (const part of schema.allOf as OpenApiSchema[]) errors.push(...schemaErrors(document, part, value, at));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key] as OpenApiSchema[] | undefined;
    if (options && !options.some((option) => schemaErrors(document, option, value, at).length === 0)) errors.push(`${at}: matches none of ${key}`);
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => allowed === value)) errors.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  const type = schema.type as string | undefined;
  const actual = typeOf(value);
  if (type !== undefined && type !== actual && !(type === 'number' && actual === 'integer')) return [...errors, `${at}: is ${actual}, not ${type}`];
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && (schema.exclusiveMinimum === true ? value <= schema.minimum : value < schema.minimum)) errors.push(`${at}: below ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && (schema.exclusiveMaximum === true ? value >= schema.maximum : value > schema.maximum)) errors.push(`${at}: above ${schema.maximum}`);
  }
  if (Array.isArray(value) && schema.items) value.forEach((item, index) => errors.push(...schemaErrors(document, schema.items as OpenApiSchema, item, `${at}[${index}]`)));
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, OpenApiSchema>;
    for (const name of (schema.required ?? []) as string[]) if (!(name in object)) errors.push(`${at}.${name}: missing`);
    for (const [name, inner] of Object.entries(object)) {
      if (properties[name]) errors.push(...schemaErrors(document, properties[name], inner, `${at}.${name}`));
      else if (schema.additionalProperties === false) errors.push(`${at}.${name}: not in the schema`);
      else if (typeof schema.additionalProperties === 'object') errors.push(...schemaErrors(document, schema.additionalProperties as OpenApiSchema, inner, `${at}.${name}`));
    }
  }
  return errors;
};

/** The schema of an operation's JSON answer with this status. */
export const answerSchemaOf = (document: OpenApiDocument, method: string, path: string, status = '200'): OpenApiSchema | undefined =>
  document.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
