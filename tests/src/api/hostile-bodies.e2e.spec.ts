import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, RequestOptions, PostPath } from '../support/api-client';
import { documentedBodyOf, exampleOf, fieldsOf, withValueAt, type BodyField, type BodyOperation, type BodySchema } from '../support/openapi-bodies';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

interface Parameter {
  name: string;
  in: string;
  schema?: { enum?: (string | number)[] };
}
interface Operation extends BodyOperation {
  parameters?: Parameter[];
}
interface Walked {
  method: string;
  path: string;
  body?: BodySchema;
}
interface HostileCase {
  name: string;
  options: RequestOptions;
  /** 413 for a body over the limit, 415 for a media type without a parser; else 400. */
  status?: number;
}

const BODY_LIMIT = 1_048_576;
const UNKNOWN_FIELD = 'unexpectedField';

/** A path of the document with each path parameter filled: its first allowed value, else a UUID (the command pipeline parses the body before it looks the record up). */
const concrete = (path: string, parameters: readonly Parameter[]): string =>
  path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return encodeURIComponent(String(parameter?.schema?.enum?.[0] ?? randomUUID()));
  });

const pathParameterNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

const nestedArrays = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** What breaks a rule of any body, documented or not. */
const bodyCases = (someField: string): HostileCase[] => [
  ...([[], 'text', null, 42] as const).map((body) => ({ name: `not an object: ${JSON.stringify(body)}`, options: { body } })),
  { name: 'malformed JSON', options: { rawBody: `{"${someField}": ` } },
  { name: 'a __proto__ key', options: { rawBody: '{"__proto__": {"isAdmin": true}}' } },
  { name: 'plain text', options: { rawBody: 'hello', headers: { 'content-type': 'text/plain' } } },
  { name: 'XML', options: { rawBody: '<hello/>', headers: { 'content-type': 'application/xml' } }, status: 415 },
  ...[2_000, 100_000].map((depth) => ({ name: `nested ${depth} deep`, options: { rawBody: `{"${someField}": ${nestedArrays(depth)}}` } })),
  { name: 'over the body limit', options: { rawBody: `{"${someField}": "${'x'.repeat(BODY_LIMIT)}"}` }, status: 413 },
];

const INTEGER_RULES = (schema: BodySchema): [string, unknown][] => [
  ['a huge integer', 99_999_999_999],
  ['a fraction', 1.5],
  ['a string for an integer', '7'],
  // Only where the document says the field is never negative.
  ...(schema.minimum !== undefined && schema.minimum >= 0 ? [['a negative number', -1] as [string, unknown]] : []),
];

const hostileValuesOf = ({ schema }: BodyField): [string, unknown][] => {
  switch (schema.type) {
    case 'string':
      return [
        ['NUL', 'a\u0000b'],
        ['a lone surrogate', 'a\ud800b'],
        ['100,000 characters', 'x'.repeat(100_000)],
        ['a number for a string', 42],
      ];
    case 'integer':
      return INTEGER_RULES(schema);
    case 'number':
      return [['a string for a number', '7']];
    case 'boolean':
      return [['a string for a boolean', 'true']];
    case 'array':
      return [['an object for an array', {}]];
    case undefined:
    default:
      return [];
  }
};

/** What breaks a rule of the documented body: the smallest body it allows, with one thing wrong. */
const documentedBodyCases = (schema: BodySchema, fromPath: readonly string[]): HostileCase[] => {
  const base = exampleOf(schema) as Record<string, unknown>;
  // A field the path fills (the saved search's target) is refused in the body for being there.
  const fields = fieldsOf(schema).filter((field) => !fromPath.includes(String(field.path[0])));
  return [
    { name: 'an unknown field', options: { body: { ...base, [UNKNOWN_FIELD]: 'walk' } } },
    ...fields.flatMap((field) =>
      hostileValuesOf(field).map(([rule, value]) => ({ name: `${rule} in ${field.path.join('.')}`, options: { body: withValueAt(base, field.path, value) } })),
    ),
  ];
};

describe.each(testDatabases())('hostile bodies on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let visitor: ApiClient;
  let leaving: ApiClient;
  let operations: Walked[];
  const parametersOf = new Map<string, Parameter[]>();

  const storedCounts = async () => {
    const { rows } = await stack.careledger.db.query<Record<string, number | string>>(
      'SELECT (SELECT count(*) FROM idempotency_keys) AS idempotency_keys, (SELECT count(*) FROM sign_in_attempts) AS sign_in_attempts, (SELECT count(*) FROM sessions) AS sessions',
    );
    return { head: await stack.headPosition(), ...Object.fromEntries(Object.entries(rows[0] ?? {}).map(([table, count]) => [table, Number(count)])) };
  };

  beforeAll(async () => {
    stack = await startStack(database);
    admin = await stack.as('admin');
    // Logging out and in are walked by clients of their own, so a wrongly accepted body cannot end the admin's session.
    leaving = await stack.as('admin');
    visitor = stack.client();
    await visitor.get('/api/auth-details');
    const document = (await stack.client().getUndocumented('/api/docs-json')).body as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      path.startsWith('/api/')
        ? Object.entries(byMethod).flatMap(([method, operation]) => {
            if (method === 'get') return [];
            parametersOf.set(`${method} ${path}`, operation.parameters ?? []);
            return [{ method: method.toUpperCase(), path, body: documentedBodyOf(operation) }];
          })
        : [],
    );
  }, 600_000);
  afterAll(async () => stack?.stop());

  const clientFor = (path: string): ApiClient => (path === '/api/logout' ? leaving : path === '/api/login' ? visitor : admin);

  it('walks every POST, PUT, PATCH and DELETE of the OpenAPI document with hostile bodies: 400 (413 too large, 415 not JSON), never a 5xx, nothing stored', { timeout: 900_000 }, async () => {
    expect(operations.length).toBeGreaterThan(100);
    const before = await storedCounts();
    const wrong: string[] = [];
    let sent = 0;
    for (const { method, path, body } of operations) {
      const url = concrete(path, parametersOf.get(`${method.toLowerCase()} ${path}`) ?? []);
      const someField = Object.keys(body?.properties ?? {})[0] ?? 'field';
      const cases = [...bodyCases(someField), ...(body ? documentedBodyCases(body, pathParameterNames(path)) : [])];
      for (const { name, options, status: expected = 400 } of cases) {
        const response = await clientFor(path).requestFromDocument(method, url, { ...options, headers: { 'idempotency-key': `hostile-${randomUUID()}`, ...options.headers } });
        sent += 1;
        // An id the walk made up may be refused before the body is read.
        const refusedFirst = response.status === 403 || response.status === 404 || response.status === 422;
        if (response.status !== expected && !refusedFirst) wrong.push(`${response.status} ${method} ${path}: ${name}`);
      }
    }
    console.info(`hostile bodies: ${operations.length} operations, ${sent} requests`);
    expect({ wrong, stored: await storedCounts() }).toEqual({ wrong: [], stored: before });
  });

  it('names the field and the rule a body breaks', async () => {
    const errorsOf = async (path: PostPath, options: RequestOptions) => {
      const response = await admin.request('POST', path, options);
      return [response.status, response.body.errors];
    };
    const unstorable = [{ path: 'firstName', message: 'must not contain NUL characters or unpaired surrogates' }];
    expect(await errorsOf('/api/patients', { body: { firstName: 'A\u0000', lastName: 'B' } })).toEqual([400, unstorable]);
    expect(await errorsOf('/api/patients', { body: { firstName: 'A\ud800', lastName: 'B' } })).toEqual([400, unstorable]);
    expect(await errorsOf('/api/patients', { body: { firstName: 'A', lastName: 'B', [UNKNOWN_FIELD]: 1 } })).toEqual([400, [{ path: UNKNOWN_FIELD, message: 'is not an allowed field' }]]);
    expect(await errorsOf('/api/patients', { body: [] })).toEqual([400, [{ path: '', message: 'must be a JSON object' }]]);
    expect(await errorsOf('/api/patients', { body: 'Ada' })).toEqual([400, [{ path: '', message: 'must be a JSON object' }]]);
    expect(await errorsOf(`/api/patients/${randomUUID()}/set-diagnoses`, { body: { expectedVersion: 0, diagnosisIds: [99_999_999_999] } })).toEqual([
      400,
      [{ path: 'diagnosisIds.0', message: 'must be between -2147483647 and 2147483647' }],
    ]);
    expect(await errorsOf('/api/patients', { rawBody: `{"firstName": ${nestedArrays(100_000)}}` })).toEqual([400, [{ path: 'firstName', message: 'must not nest objects or arrays more than 32 deep' }]]);
    // What the parser refuses before any route runs is answered in the same shape.
    const refusalOf = async (options: RequestOptions) => {
      const response = await admin.request('POST', '/api/patients', options);
      return [response.status, response.body.message, response.body.errors];
    };
    expect(await refusalOf({ rawBody: '{"firstName": ' })).toEqual([400, expect.stringMatching(/not valid JSON/), [{ path: 'body', message: 'must be valid JSON' }]]);
    expect(await refusalOf({ rawBody: `{"firstName": "${'x'.repeat(BODY_LIMIT)}"}` })).toEqual([413, expect.stringMatching(/too large/), [{ path: 'body', message: 'must be at most 1 MiB' }]]);
    expect(await refusalOf({ rawBody: '<patient/>', headers: { 'content-type': 'application/xml' } })).toEqual([415, expect.any(String), [{ path: 'Content-Type', message: 'must be application/json' }]]);
    const login = await visitor.post('/api/login', { email: 'a\u0000@example.com', password: 'x' });
    expect([login.status, login.body.errors]).toEqual([400, [{ path: 'email', message: 'must not contain NUL characters or unpaired surrogates' }]]);
  });
});
