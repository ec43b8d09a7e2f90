import { DEMO_AGENCY_ID } from '@careledger/app';
import { answersAsDocumented, careledgerClient, type CareledgerClient, type OpenApiDocument } from '@careledger/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

/** The fields a refusal names: the error answer is the union of the operation's refusals, and only some carry `errors`. */
const fieldsNamedIn = (error: object | undefined): string[] =>
  error !== undefined && 'errors' in error && Array.isArray(error.errors) ? error.errors.map((each: { path: string }) => each.path) : [];

const RECEIVER = 'http://127.0.0.1:9/careledger';

/** The scope a 403 to an API key names (the document's ScopeRefusal). */
const missingScopeOf = (error: object | undefined): string | undefined => (error !== undefined && 'missingScope' in error && typeof error.missingScope === 'string' ? error.missingScope : undefined);

/**
 * An integrator's journey through @careledger/client alone, every JSON answer held to the OpenAPI
 * document (answersAsDocumented): what the types promise is what the server answers.
 */
describe.each(testDatabases())('the typed client on $name', (database) => {
  let stack: RunningStack;
  let document: OpenApiDocument;
  let admin: CareledgerClient;

  const checked = (client: CareledgerClient): CareledgerClient => {
    client.use(answersAsDocumented(document));
    return client;
  };
  const withKey = (apiKey: string) => checked(careledgerClient({ baseUrl: stack.careledger.url, apiKey }));
  /** A signed-in person's session, as the console sends it: the cookies, X-Requested-With and the XSRF echo. */
  const withSession = (session: ApiClient) =>
    checked(
      careledgerClient({
        baseUrl: stack.careledger.url,
        headers: {
          cookie: ['careledger_session', 'XSRF-TOKEN'].map((name) => `${name}=${session.cookie(name)}`).join('; '),
          'x-requested-with': 'XMLHttpRequest',
          'x-xsrf-token': session.cookie('XSRF-TOKEN') ?? '',
        },
      }),
    );

  const createdKey = async (body: { name: string; scopes: string[]; agencyId?: string }): Promise<string> => {
    const { data, error, response } = await admin.POST('/api/api-keys', { body });
    expect(error, JSON.stringify(error)).toBeUndefined();
    expect(response.status).toBe(201);
    expect(data?.key).toMatch(/^clk_/);
    return data!.key;
  };

  beforeAll(async () => {
    // The receiver is on this machine; the stack delivers nothing by itself (its repeating jobs are off in tests).
    stack = await startStack(database, { env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' } });
    const answer = await fetch(`${stack.careledger.url}/api/docs-json`);
    document = (await answer.json()) as OpenApiDocument;
    admin = withSession(await stack.as('admin'));
  });
  afterAll(async () => stack?.stop());

  it("lists, registers and reads its agency's patients, then follows the feed, with an agency key", async () => {
    const key = withKey(await createdKey({ name: 'Typed integration', scopes: ['read', 'patient.*'], agencyId: DEMO_AGENCY_ID }));

    const created = await key.POST('/api/patients', { body: { firstName: 'Typed', lastName: 'Client', dateOfBirth: '1951-02-03' } });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const { id, globalPosition } = created.data!;
    const fresh = { 'X-Min-Position': String(globalPosition) };

    const listed = await key.GET('/api/patients', { params: { query: { pageSize: 100, search: 'Typed' }, header: fresh } });
    expect(listed.data?.data.map((patient) => patient.id)).toContain(id);
    expect(new Set(listed.data?.data.map((patient) => patient.agencyId))).toEqual(new Set([DEMO_AGENCY_ID]));

    const read = await key.GET('/api/patients/{id}', { params: { path: { id }, header: fresh } });
    expect(read.data).toMatchObject({ id, firstName: 'Typed', lastName: 'Client', dateOfBirth: '1951-02-03', agencyId: DEMO_AGENCY_ID });

    const feed = await key.GET('/api/feed', { params: { query: { after: globalPosition - 1, types: 'PatientRegistered' } } });
    expect(feed.data?.data.map((event) => [event.type, event.streamId])).toContainEqual(['PatientRegistered', `patient-${id}`]);
    expect(feed.data?.next).toBeGreaterThanOrEqual(globalPosition);
    // `type` tells the client what `data` holds: narrowed here, a PatientRegistered's data has its names.
    const registered = feed.data?.data.flatMap((event) => (event.type === 'PatientRegistered' ? [event.data] : [])).find((data) => data.patientId === id);
    expect([registered?.firstName, registered?.lastName]).toEqual(['Typed', 'Client']);
  });

  it('types a refusal as an error answer: a scope the key lacks is 403, a body that breaks a rule 400 naming the field', async () => {
    const key = withKey(await createdKey({ name: 'Typed reader', scopes: ['read'], agencyId: DEMO_AGENCY_ID }));

    const forbidden = await key.POST('/api/patients', { body: { firstName: 'No', lastName: 'Scope' } });
    expect(forbidden.response.status).toBe(403);
    expect(forbidden.data).toBeUndefined();
    expect(forbidden.error?.message).toContain('patient.create');
    expect(missingScopeOf(forbidden.error)).toBe('patient.create');

    const writer = withKey(await createdKey({ name: 'Typed writer', scopes: ['patient.create'], agencyId: DEMO_AGENCY_ID }));
    const invalid = await writer.POST('/api/patients', { body: { firstName: 'Bad', lastName: 'Birthday', dateOfBirth: 'not a day' } });
    expect(invalid.response.status).toBe(400);
    expect(fieldsNamedIn(invalid.error)).toContain('dateOfBirth');
    // @ts-expect-error: the document says a patient needs a last name; the typed body does not let one be left out.
    const untyped = await writer.POST('/api/patients', { body: { firstName: 'Only' } });
    expect(untyped.response.status).toBe(400);
    expect(fieldsNamedIn(untyped.error)).toContain('lastName');
  });

  it('subscribes, lists and deletes a webhook with an administrator key; an agency key without the scope is refused, naming it', async () => {
    const agencyKey = withKey(await createdKey({ name: 'Typed agency', scopes: ['read', 'patient.*'], agencyId: DEMO_AGENCY_ID }));
    const refused = await agencyKey.POST('/api/webhooks', { body: { url: RECEIVER, eventTypes: ['PatientRegistered'] } });
    expect(refused.response.status).toBe(403);
    expect(missingScopeOf(refused.error)).toBe('webhook.create');

    const key = withKey(await createdKey({ name: 'Typed hooks', scopes: ['read', 'webhook.*'] }));
    const subscribed = await key.POST('/api/webhooks', { body: { url: RECEIVER, eventTypes: ['PatientRegistered'] } });
    expect(subscribed.response.status, JSON.stringify(subscribed.error)).toBe(201);
    const { id, secret, globalPosition } = subscribed.data!;
    expect(secret).toMatch(/^whsec_/);
    // The document declares no X-Min-Position on this list: the integrator polls.
    await expect.poll(async () => (await key.GET('/api/webhooks')).data?.data.map((webhook) => webhook.id)).toContain(id);
    expect(globalPosition).toBeGreaterThan(0);
    const deleted = await key.POST('/api/webhooks/{id}/delete', { params: { path: { id } }, body: {} });
    expect(deleted.response.status, JSON.stringify(deleted.error)).toBe(200);
    await expect.poll(async () => (await key.GET('/api/webhooks')).data?.data.map((webhook) => webhook.id)).not.toContain(id);
  });
});
