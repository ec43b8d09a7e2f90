import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

interface Schema {
  type?: string;
  format?: string;
  enum?: (string | number)[];
}
interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
  enum?: (string | number)[];
}
interface Operation {
  parameters?: Parameter[];
}

/** The one GET outside the query service: command-service's password suggestion, which reads no query. */
const notQueryService = ['/api/random-password'];

/** A path of the document with each path parameter filled: its first allowed value, else a UUID. */
const concrete = (path: string, parameters: readonly Parameter[]): string =>
  path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const allowed = parameter?.schema?.enum ?? parameter?.enum;
    return encodeURIComponent(String(allowed?.[0] ?? randomUUID()));
  });

const NUL = '%00';
const LONE_SURROGATE = '%ED%A0%80';
const HUGE_INTEGER = '99999999999';
const IMPOSSIBLE_DATES = ['2026-13-01', '0000-00-00'];

describe.each(testDatabases())('hostile input on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let gets: { path: string; parameters: Parameter[] }[];

  beforeAll(async () => {
    stack = await startStack(database);
    admin = await stack.as('admin');
    const document = (await stack.client().getUndocumented('/api/docs-json')).body as { paths: Record<string, Record<string, Operation>> };
    // The console's own pages (every other path) are not the API's.
    gets = Object.entries(document.paths).flatMap(([path, operations]) => (path.startsWith('/api/') && operations.get ? [{ path, parameters: operations.get.parameters ?? [] }] : []));
  });
  afterAll(async () => stack?.stop());

  const statusOf = async (path: string): Promise<number> => (await admin.requestFromDocument('GET', path)).status;

  it('walks every GET of the OpenAPI document with hostile query values: 400 for a NUL, an unknown parameter or a huge integer, 4xx for an impossible date, never a 5xx', async () => {
    expect(gets.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    const expectStatus = async (path: string, allowed: (status: number) => boolean, rule: string) => {
      const status = await statusOf(path);
      if (!allowed(status)) wrong.push(`${status} ${path} (${rule})`);
    };
    const refused = (status: number) => status === 400;
    const answered = (status: number) => status < 500;
    // Dates are the controller's to parse: an unknown record in the path may answer 404 first.
    const clientError = (status: number) => status >= 400 && status < 500;
    for (const { path, parameters } of gets) {
      const base = concrete(path, parameters);
      const queryService = !notQueryService.includes(path);
      await expectStatus(`${base}?eventType=X`, queryService ? refused : answered, 'unknown parameter');
      for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
        const at = (value: string) => `${base}?${encodeURIComponent(parameter.name)}=${value}`;
        const type = parameter.schema?.type;
        const format = parameter.schema?.format;
        await expectStatus(at(NUL), refused, 'NUL');
        await expectStatus(at(LONE_SURROGATE), answered, 'lone surrogate');
        await expectStatus(at(HUGE_INTEGER), type === 'integer' ? refused : answered, 'huge integer');
        for (const date of IMPOSSIBLE_DATES) await expectStatus(at(date), format === 'date' || format === 'date-time' ? clientError : answered, 'impossible date');
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names the parameter and the rule it breaks', async () => {
    const search = await admin.get('/api/cities?search=%00');
    expect([search.status, search.body.errors]).toEqual([400, [{ path: 'search', message: 'must not contain NUL characters or unpaired surrogates' }]]);
    const unknown = await admin.get('/api/audit/events?eventType=X');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'eventType', message: expect.stringMatching(/^is not a parameter of this call \(.*\btype\b.*\)$/) }]);
    const huge = await admin.get('/api/cities?provinceId=99999999999');
    expect([huge.status, huge.body.errors]).toEqual([400, [{ path: 'provinceId', message: 'must be between -2147483647 and 2147483647' }]]);
    const date = await admin.get('/api/referrals?from=0000-00-00');
    expect([date.status, date.body.errors]).toEqual([400, [{ path: 'from', message: 'must be a date, YYYY-MM-DD' }]]);
  });

  it('holds every date of a report request (a read by POST) and of a command body to a real calendar day', async () => {
    for (const [body, path] of [
      [{ from: '2026-13-01' }, 'from'],
      [{ from: '0000-00-00' }, 'from'],
      [{ to: '2026-02-30' }, 'to'],
      [{ from: '0001-01-01' }, 'from'],
      [{ measure: 'a\u0000b' }, 'measure'],
    ] as const) {
      for (const report of ['/api/reports/referrals', '/api/reports/referrals/graph', '/api/reports/all/statistics'] as const) {
        const response = await admin.post(report, body);
        expect([report, response.status, response.body.errors?.map((error: { path: string }) => error.path)]).toEqual([report, 400, [path]]);
      }
    }
    const patient = await admin.post('/api/patients', { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '0001-01-01' });
    expect([patient.status, patient.body.errors]).toEqual([400, [{ path: 'dateOfBirth', message: 'must be a date from 1900 to 9999' }]]);
  });
});
