export type JsonSchema = { [keyword: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullType = (schema: unknown): boolean => isSchema(schema) && schema.type === 'null' && Object.keys(schema).length === 1;
const ascending = (values: unknown[]): unknown[] =>
  [...values].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))));

const ORDER = ['description', 'type', 'anyOf', 'enum', 'nullable', 'items', 'properties', 'required', 'additionalProperties'];
const rank = (keyword: string): number => (ORDER.includes(keyword) ? ORDER.indexOf(keyword) : ORDER.length);
/** Keywords in the order a reader looks for them, whatever order the generator wrote them in. */
const inOrder = (schema: JsonSchema): JsonSchema => Object.fromEntries(Object.entries(schema).sort(([a], [b]) => rank(a) - rank(b)));

/**
 * A draft-07 JSON Schema as OpenAPI 3.0 says it (the document is 3.0): `null` in a type or an
 * `anyOf` becomes `nullable`, `const` an enum of one, several types an `anyOf`; enums in
 * ascending order, not the generator's text order.
 */
export const toOpenApi30 = (schema: JsonSchema): JsonSchema => {
  const { $schema: _schema, const: constant, type, anyOf, enum: values, properties, items, ...rest } = schema;
  let converted: JsonSchema = { ...rest };
  if (properties !== undefined) converted.properties = Object.fromEntries(Object.entries(properties as Record<string, JsonSchema>).map(([name, inner]) => [name, toOpenApi30(inner)]));
  if (isSchema(items)) converted.items = toOpenApi30(items);
  if (constant !== undefined) converted.enum = [constant];
  if (Array.isArray(values)) converted.enum = ascending(values);
  if (Array.isArray(type)) {
    const others = (type as unknown[]).filter((each) => each !== 'null');
    if (others.length === 1) converted.type = others[0];
    else converted.anyOf = others.map((each) => ({ type: each }));
    if (others.length < type.length) converted.nullable = true;
  } else if (type !== undefined) converted.type = type;
  if (Array.isArray(anyOf)) {
    const options = anyOf.filter((option) => !isNullType(option)).map((option) => toOpenApi30(option as JsonSchema));
    const nullable = options.length < anyOf.length;
    if (options.length === 1) converted = { ...options[0], ...converted };
    else converted.anyOf = options;
    if (nullable) converted.nullable = true;
  }
  return inOrder(converted);
};
