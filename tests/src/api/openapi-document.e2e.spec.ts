import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, GetPath } from '../support/api-client';
import { answerSchemaOf, schemaErrors, type OpenApiDocument } from '@careledger/client';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })));

const refsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(refsIn) : typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner))) : [];

/**
 * The OpenAPI document tells the whole truth: every operation its typed answer, every reference
 * resolved, every path parameter declared, and real answers that fit the schemas it gives.
 */
describe.each(testDatabases())('the OpenAPI document on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let document: OpenApiDocument;

  beforeAll(async () => {
    stack = await startStack(database, { patients: 5 });
    admin = await stack.as('admin');
    const answer = await stack.client().getUndocumented('/api/docs-json');
    expect(answer.status).toBe(200);
    document = answer.body as OpenApiDocument;
  });
  afterAll(async () => stack?.stop());

  it('gives every operation a 2xx answer with a schema or a media type, naming each one that has none', () => {
    expect(operationsOf(document).length).toBeGreaterThan(250);
    const untyped = operationsOf(document)
      .filter(({ operation }) =>
        !Object.entries(operation.responses ?? {}).some(([status, response]) => status === '204' || (/^2\d\d$/.test(status) && Object.values(response.content ?? {}).some((media) => media.schema !== undefined))),
      )
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(untyped, 'give each an @Answers (or @AnswersText, @AnswersNothing) decorator').toEqual([]);
  });

  it('resolves every $ref, declares every path parameter, and names every operation once', () => {
    const unresolved = [...new Set(refsIn(document))].filter((ref) => {
      const [hash, components, kind, name] = ref.split('/');
      return !(hash === '#' && components === 'components' && kind && name && (document.components as Record<string, Record<string, unknown> | undefined>)?.[kind]?.[name]);
    });
    expect(unresolved).toEqual([]);
    const undeclared = operationsOf(document).flatMap(({ method, path, operation }) =>
      [...path.matchAll(/\{(\w+)\}/g)]
        .map((match) => match[1]!)
        .filter((name) => !(operation.parameters ?? []).some((parameter) => parameter.in === 'path' && parameter.name === name))
        .map((name) => `${method.toUpperCase()} ${path}: {${name}}`),
    );
    expect(undeclared).toEqual([]);
    const ids = operationsOf(document).map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => id === undefined || ids.indexOf(id) !== index)).toEqual([]);
  });

  it('describes the refusals with their bodies: field errors, versions, Retry-After', () => {
    const schedule = document.paths['/api/assessments/{id}/schedule']!.post!;
    expect(Object.keys(schedule.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409', '419', '422']));
    expect(document.components?.schemas?.InvalidInputRefusal).toMatchObject({ required: ['message', 'errors'] });
    expect(document.components?.schemas?.VersionConflictRefusal).toMatchObject({ required: ['message', 'expectedVersion', 'actualVersion'] });
    expect(document.components?.responses?.TooManyRequests).toMatchObject({ headers: { 'Retry-After': { schema: { type: 'integer' } } } });
    expect(Object.keys(document.paths['/api/login']!.post!.responses ?? {})).toContain('429');
  });

  it('gives real answers, read as the demo administrator, that fit the schema the document gives for them', async () => {
    const headers = { 'x-min-position': String(await stack.headPosition()) };
    const firstId = async (path: GetPath): Promise<string> => ((await admin.get(path, { headers })).body as { data: { id: string }[] }).data[0]!.id;
    const patientId = await firstId('/api/patients?pageSize=1');
    const reads: [documented: string, actual: GetPath][] = [
      ['/api/patients', '/api/patients?pageSize=5'],
      ['/api/patients/{id}', `/api/patients/${patientId}`],
      ['/api/patients/{id}/history', `/api/patients/${patientId}/history`],
      ['/api/assessments', '/api/assessments?pageSize=5'],
      ['/api/feed', '/api/feed?limit=20'],
      ['/api/auth-details', '/api/auth-details'],
      ['/api/relationships', '/api/relationships'],
      ['/api/professions', '/api/professions'],
      ['/api/payers', '/api/payers'],
      ['/api/week-days', '/api/week-days'],
      ['/api/survey-meta', '/api/survey-meta'],
      ['/api/location-data', '/api/location-data'],
      ['/api/cities', '/api/cities?pageSize=5'],
      ['/api/roles', '/api/roles'],
      ['/api/translations', '/api/translations'],
      ['/api/internal-agency', '/api/internal-agency?withCareProvided=true'],
      ['/api/admin/projections', '/api/admin/projections'],
      ['/api/cookie/{target}', '/api/cookie/homecare'],
      ['/api/random-password', '/api/random-password'],
      ['/health/ready', '/health/ready'],
    ];
    const misfits: string[] = [];
    for (const [documented, actual] of reads) {
      const schema = answerSchemaOf(document, 'get', documented);
      if (!schema) {
        misfits.push(`${documented}: no schema`);
        continue;
      }
      const answer = await admin.get(actual, { headers });
      if (answer.status !== 200) misfits.push(`${actual}: ${answer.status}`);
      else misfits.push(...schemaErrors(document, schema, answer.body).map((error) => `${actual} ${error}`));
    }
    expect(misfits).toEqual([]);
    // The check bites: a field the schema does not name, or a missing one, is a misfit.
    const patients = (await admin.get('/api/patients?pageSize=1', { headers })).body as { data: Record<string, unknown>[] };
    const schema = answerSchemaOf(document, 'get', '/api/patients')!;
    expect(schemaErrors(document, schema, { ...patients, extra: 1 })).toEqual(['$.extra: not in the schema']);
    const { id: _id, ...withoutId } = patients.data[0]!;
    expect(schemaErrors(document, schema, { ...patients, data: [withoutId] })).toEqual(['$.data[0].id: missing']);
  });

  it('serves Swagger UI at /api/docs with its initializer as a file, so the Content-Security-Policy holds', async () => {
    const page = await fetch(`${stack.careledger.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/initializer.js"></script>');
    expect(html).not.toMatch(/<script>/);
    for (const asset of ['/api/docs/initializer.js', '/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css']) {
      expect((await fetch(`${stack.careledger.url}${asset}`)).status, asset).toBe(200);
    }
    expect(await (await fetch(`${stack.careledger.url}/api/docs/initializer.js`)).text()).toContain("url: '/api/docs-json'");
  });
});
