import fc from 'fast-check';
import { z } from 'zod';
import * as domain from '@careledger/domain';

/** The parts of zod's definitions this walk reads, by their `type` tag. */
interface Definition {
  type: string;
  shape: Record<string, z.ZodType>;
  innerType: z.ZodType;
  in: z.ZodType;
  out: z.ZodType;
  element: z.ZodType;
  options: z.ZodType[];
  values: unknown[];
  entries: Record<string, unknown>;
}
const definitionOf = (schema: z.ZodType): Definition => (schema as unknown as { _zod: { def: Definition } })._zod.def;

interface JsonLeaf {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  type?: string;
}

const leafOf = (schema: z.ZodType): JsonLeaf => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonLeaf;

// Characters that have broken storage somewhere before: quotes, escapes, astral planes, combining marks, whitespace.
const awkward = fc.constantFrom("'", '"', '\\', '%', '_', '😀', 'é', '\u0301', '\u00a0', '\t', '\n', ' ', 'ß', '中');
const textUnit = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 1 }), awkward);

// Every instant the ISO patterns let through, years 0000 to 9999, in UTC or at an offset.
const instant = fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true });
const offset = fc.constantFrom('Z', '+00:00', '-05:00', '+14:00', '-12:00');
const formats: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  email: fc.emailAddress(),
  uri: fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
  // One of each kind the strength rule counts, then any of them: a chosen password it accepts.
  password: fc
    .tuple(...domain.passwordClasses.map((alphabet) => fc.constantFrom(...alphabet)), fc.string({ unit: fc.constantFrom(...domain.passwordClasses.join('')), minLength: 8, maxLength: 60 }))
    .map((parts) => parts.join('')),
  date: instant.map((date) => date.toISOString().slice(0, 10)),
  'date-time': fc.tuple(instant, offset).map(([date, zone]) => date.toISOString().replace('Z', zone)),
};

const stringArbitrary = (schema: z.ZodType): fc.Arbitrary<string> => {
  const { minLength = 0, maxLength, pattern, format } = leafOf(schema);
  const formatted = format === undefined ? undefined : formats[format];
  if (formatted) return formatted;
  if (pattern) return fc.stringMatching(new RegExp(pattern));
  const max = Math.min(maxLength ?? 300, 300);
  return fc.oneof(
    fc.string({ unit: textUnit, minLength, maxLength: max }),
    fc.string({ unit: 'grapheme-ascii', minLength: Math.min(maxLength ?? minLength, Math.max(minLength, max - 2)), maxLength: maxLength ?? max }),
  );
};

const numberArbitrary = (schema: z.ZodType): fc.Arbitrary<number> => {
  const leaf = leafOf(schema);
  const min = leaf.minimum ?? (leaf.exclusiveMinimum === undefined ? undefined : leaf.exclusiveMinimum + (leaf.type === 'integer' ? 1 : Number.EPSILON));
  const max = leaf.maximum ?? (leaf.exclusiveMaximum === undefined ? undefined : leaf.exclusiveMaximum - (leaf.type === 'integer' ? 1 : Number.EPSILON));
  if (leaf.type === 'integer') {
    const lowest = Math.max(min ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
    const highest = Math.min(max ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    // Both the schema's own bounds and the input rules' limit, each with its neighbours.
    const stored = fc.integer({ min: Math.max(lowest, -domain.MAX_STORED_INTEGER), max: Math.min(highest, domain.MAX_STORED_INTEGER) });
    return fc.oneof(stored, fc.integer({ min: lowest, max: highest }));
  }
  return fc.double({ min: min ?? -Number.MAX_VALUE, max: max ?? Number.MAX_VALUE, noNaN: true, noDefaultInfinity: true });
};

/** Every id of every catalog the domain exports, and every API-key scope: what its custom checks (catalog ids, roles, scopes) pick from. */
const catalogIds: readonly unknown[] = [
  ...new Set(
    (Object.values(domain) as unknown[])
      .filter((value): value is unknown[] => Array.isArray(value))
      .flatMap((list) => list.filter((entry): entry is { id: unknown } => typeof entry === 'object' && entry !== null && 'id' in entry && 'key' in entry))
      .map((entry) => entry.id),
  ),
  // The scopes an API key may hold are a catalog of strings, not of entries.
  ...domain.apiKeyScopes(),
];

const customArbitrary = (schema: z.ZodType): fc.Arbitrary<unknown> => {
  const accepted = catalogIds.filter((id) => schema.safeParse(id).success);
  if (accepted.length === 0) throw new Error('requestArbitrary found no catalog id this custom check accepts');
  return fc.constantFrom(...accepted);
};

const MAX_TRIES = 1_000;

/**
 * fast-check's `filter`, bounded: it draws again until `accepts` holds, and fast-check's own would
 * draw forever when that is (nearly) never, synchronously, so no test timeout could stop it (a
 * webhook URL drawn as any string hung CI for its whole 90 minutes). This one throws after
 * MAX_TRIES draws, naming what it looked for.
 */
class Bounded<T> extends fc.Arbitrary<T> {
  constructor(
    private readonly arbitrary: fc.Arbitrary<T>,
    private readonly accepts: (value: T) => boolean,
    private readonly sought: () => string,
  ) {
    super();
  }

  generate(random: fc.Random, biasFactor: number | undefined): fc.Value<T> {
    for (let tries = 0; tries < MAX_TRIES; tries += 1) {
      const drawn = this.arbitrary.generate(random, biasFactor);
      if (this.accepts(drawn.value)) return drawn;
    }
    throw new Error(`No value ${this.sought()} accepts in ${MAX_TRIES} draws: teach requestArbitrary the field's form (a format, a pattern, a catalog)`);
  }

  canShrinkWithoutContext(value: unknown): value is T {
    return this.arbitrary.canShrinkWithoutContext(value) && this.accepts(value);
  }

  shrink(value: T, context: unknown): fc.Stream<fc.Value<T>> {
    return this.arbitrary.shrink(value, context).filter((shrunk) => this.accepts(shrunk.value));
  }
}

/** Values of `arbitrary` that `accepts` takes; fails fast, naming `sought`, when it finds none. */
export const acceptedOnly = <T>(arbitrary: fc.Arbitrary<T>, accepts: (value: T) => boolean, sought: () => string): fc.Arbitrary<T> => new Bounded(arbitrary, accepts, sought);

const describedSchema = (schema: z.ZodType) => () => JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' })).slice(0, 300);

/**
 * Values a request schema accepts, found by walking its definition: each node's arbitrary is
 * filtered by the node itself, so refinements (unique days, end after start) hold too.
 */
export const requestArbitrary = (schema: z.ZodType): fc.Arbitrary<unknown> => {
  const def = definitionOf(schema);
  const valid = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T> => acceptedOnly(arbitrary, (value) => schema.safeParse(value).success, describedSchema(schema));
  switch (def.type) {
    case 'object': {
      const shape = def.shape;
      const requiredKeys = Object.entries(shape)
        .filter(([, field]) => definitionOf(field).type !== 'optional')
        .map(([key]) => key);
      const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, requestArbitrary(field)]));
      return valid(fc.record(fields, { requiredKeys }));
    }
    case 'optional':
    case 'default':
      return requestArbitrary(def.innerType);
    case 'nullable':
      return fc.option(requestArbitrary(def.innerType), { nil: null });
    case 'pipe':
      // The output side narrows the input (a string piped into an email): generating from it finds valid values.
      return valid(definitionOf(def.out).type === 'transform' ? requestArbitrary(def.in) : fc.oneof(requestArbitrary(def.in), requestArbitrary(def.out)));
    case 'array': {
      const { minItems, maxItems } = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as { minItems?: number; maxItems?: number };
      return valid(fc.array(requestArbitrary(def.element), { minLength: minItems ?? 0, maxLength: Math.max(minItems ?? 0, Math.min(maxItems ?? 8, 8)) }));
    }
    case 'union':
      return fc.oneof(...def.options.map(requestArbitrary));
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'boolean':
      return fc.boolean();
    case 'string':
      return valid(stringArbitrary(schema));
    case 'number':
      return valid(numberArbitrary(schema));
    case 'custom':
      return customArbitrary(schema);
    default:
      throw new Error(`requestArbitrary does not know zod's ${def.type}`);
  }
};
