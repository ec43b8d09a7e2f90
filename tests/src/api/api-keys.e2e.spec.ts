import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '@careledger/domain';
import type { ApiClient, ApiResponse } from '../support/api-client';
import { withKey } from '../support/api-key-calls';
import { accepted, refusedWithoutEvents } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const OTHER_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02';
/** Low, so the test reaches it; every other test uses keys of its own, each with its own count. */
const RATE_LIMIT = 12;

interface Listed {
  id: string;
  agencyId: string | null;
}

describe.each(testDatabases())('API keys over HTTP on $name', (database) => {
  let stack: RunningStack;
  let agency: ApiClient;
  let agent: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await startStack(database, { env: { API_KEY_RATE_LIMIT: String(RATE_LIMIT) } });
    [agency, agent, admin] = await Promise.all([stack.as('agency'), stack.as('agency-agent'), stack.as('admin')]);
  });
  afterAll(async () => stack?.stop());

  const keyRows = async (): Promise<number> => Number((await stack.careledger.db.query<{ n: string | number }>('SELECT count(*) AS n FROM api_keys')).rows[0]?.n);

  const created = async (client: ApiClient, body: Record<string, unknown>) => {
    const response = await client.post('/api/api-keys', body);
    accepted(response, 201);
    expect(response.body.key).toMatch(/^clk_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    return response.body as { id: string; key: string; globalPosition: number };
  };

  it('is created by an agency owner, shown once, listed without its secret, and never stored in an event', async () => {
    const key = await created(agency, { name: '  Payroll sync ', scopes: ['read', 'patient.*'] });
    const listed = await agency.get('/api/api-keys');
    expect(listed.status).toBe(200);
    const mine = (listed.body.data as Record<string, unknown>[]).find((row) => row.id === key.id);
    expect(mine).toMatchObject({ name: 'Payroll sync', scopes: ['read', 'patient.*'], status: 'active', agencyId: DEMO_AGENCY_ID, prefix: key.key.slice(0, 12), createdByName: expect.any(String), lastUsedAt: null, useCount: 0 });
    const secret = key.key.slice(key.key.lastIndexOf('_') + 1);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const { rows } = await stack.careledger.db.query<{ data: unknown; metadata: unknown }>('SELECT data, metadata FROM events WHERE stream_id = $1', [`apikey-${key.id}`]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret);
    const stored = await stack.careledger.db.query<{ secret_hash: string }>('SELECT secret_hash FROM api_keys WHERE id = $1', [key.id]);
    expect(stored.rows[0]?.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]?.secret_hash).not.toContain(secret);
  });

  it('reads and commands as its agency with no cookie and no XSRF, and the record’s history names the key', async () => {
    const key = await created(agency, { name: 'Scheduling bridge', scopes: ['read', 'patient.create'] });
    const patient = accepted(await withKey(stack, key.key, 'POST', '/api/patients', { firstName: 'Keyed', lastName: 'Patient', dateOfBirth: '1950-05-05' }), 201);
    const fresh = { 'x-min-position': String(patient.globalPosition) };
    const listed = await withKey(stack, key.key, 'GET', '/api/patients?pageSize=100&search=Keyed', undefined, fresh);
    expect(listed.status).toBe(200);
    expect((listed.body.data as Listed[]).map((row) => row.id)).toContain(patient.id);
    const all = await withKey(stack, key.key, 'GET', '/api/patients?pageSize=100', undefined, fresh);
    expect((all.body.data as Listed[]).length).toBeGreaterThan(0);
    expect(new Set((all.body.data as Listed[]).map((row) => row.agencyId))).toEqual(new Set([DEMO_AGENCY_ID]));
    const history = await admin.get(`/api/patients/${patient.id}/history`, { headers: fresh });
    expect(history.status).toBe(200);
    expect(history.body.data[0]).toMatchObject({ actorId: key.id, actorName: 'key Scheduling bridge', actorRole: Role.AGENCY });
    const { rows } = await stack.careledger.db.query<{ metadata: Record<string, unknown> | string }>('SELECT metadata FROM events WHERE stream_id = $1', [`patient-${patient.id}`]);
    const metadata = rows[0]?.metadata;
    expect(typeof metadata === 'string' ? JSON.parse(metadata) : metadata).toMatchObject({ actorId: key.id, apiKey: { id: key.id, name: 'Scheduling bridge' } });
    // Uses are written in batches, within seconds.
    await vi.waitFor(
      async () => {
        const row = ((await agency.get('/api/api-keys')).body.data as { id: string; useCount: number; lastUsedAt: string | null }[]).find((each) => each.id === key.id);
        expect(row?.useCount).toBeGreaterThanOrEqual(3);
        expect(row?.lastUsedAt).not.toBeNull();
      },
      { timeout: 15_000, interval: 500 },
    );
  });

  it('of one agency never sees another agency’s patients', async () => {
    const other = await created(admin, { name: 'Other agency', scopes: ['read', 'patient.*'], agencyId: OTHER_AGENCY_ID });
    const ours = await created(agency, { name: 'Ours', scopes: ['read'] });
    const theirPatient = accepted(await withKey(stack, other.key, 'POST', '/api/patients', { firstName: 'Other', lastName: 'Agency', dateOfBirth: '1944-04-04' }), 201);
    const fresh = { 'x-min-position': String(theirPatient.globalPosition) };
    const seenByThem = (await withKey(stack, other.key, 'GET', '/api/patients?pageSize=100', undefined, fresh)).body.data as Listed[];
    expect(seenByThem.map((row) => row.id)).toContain(theirPatient.id);
    expect(seenByThem.every((row) => row.agencyId === OTHER_AGENCY_ID)).toBe(true);
    const seenByUs = (await withKey(stack, ours.key, 'GET', '/api/patients?pageSize=100', undefined, fresh)).body.data as Listed[];
    expect(seenByUs.map((row) => row.id)).not.toContain(theirPatient.id);
    expect(seenByUs.some((row) => row.agencyId === OTHER_AGENCY_ID)).toBe(false);
    expect([403, 404]).toContain((await withKey(stack, ours.key, 'GET', `/api/patients/${theirPatient.id}`, undefined, fresh)).status);
    expect((await withKey(stack, ours.key, 'GET', `/api/patients/${theirPatient.id}/history`, undefined, fresh)).status).toBe(403);
  });

  it('without a scope answers 403 naming it, and stores nothing', async () => {
    const key = await created(agency, { name: 'Read only', scopes: ['read'] });
    const refused = await refusedWithoutEvents(stack, () => withKey(stack, key.key, 'POST', '/api/patients', { firstName: 'No', lastName: 'Scope', dateOfBirth: '1950-05-05' }));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ missingScope: 'patient.create', message: expect.stringContaining('patient.create') });
    const writer = await created(agency, { name: 'Writer only', scopes: ['patient.create'] });
    expect((await withKey(stack, writer.key, 'GET', '/api/patients')).body).toMatchObject({ missingScope: 'read' });
    // A key never manages keys, nor reads them.
    expect((await refusedWithoutEvents(stack, () => withKey(stack, key.key, 'POST', '/api/api-keys', { name: 'Child', scopes: ['read'] }))).status).toBe(403);
    expect((await withKey(stack, key.key, 'GET', '/api/api-keys')).status).toBe(403);
  });

  it('revoked, answers 401 on its next call; revoking is in the key’s history', async () => {
    const key = await created(agency, { name: 'Short lived', scopes: ['read'] });
    expect((await withKey(stack, key.key, 'GET', '/api/patients')).status).toBe(200);
    accepted(await agency.post(`/api/api-keys/${key.id}/revoke`, {}));
    expect((await withKey(stack, key.key, 'GET', '/api/patients')).status).toBe(401);
    const row = ((await agency.get('/api/api-keys')).body.data as { id: string; status: string; revokedAt: string | null }[]).find((each) => each.id === key.id);
    expect(row).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    expect((await refusedWithoutEvents(stack, () => agency.post(`/api/api-keys/${key.id}/revoke`, {}))).status).toBe(422);
    const { rows } = await stack.careledger.db.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version', [`apikey-${key.id}`]);
    expect(rows.map((each) => each.type)).toEqual(['ApiKeyCreated', 'ApiKeyRevoked']);
  });

  it('over its rate answers 429 with Retry-After', async () => {
    const key = await created(agency, { name: 'Chatty', scopes: ['read'] });
    const statuses: number[] = [];
    let limited: ApiResponse<any> | undefined;
    for (let call = 0; call <= RATE_LIMIT * 2 && !limited; call += 1) {
      const response = await withKey(stack, key.key, 'GET', '/api/patients?pageSize=1');
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(limited, `statuses ${statuses.join(',')}`).toBeDefined();
    // The minute may turn during the loop: at most twice the limit then.
    expect(statuses.length).toBeGreaterThan(RATE_LIMIT);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited?.body.message).toMatch(/Too many calls/);
  });

  it('refuses hostile input with a 4xx naming the field, and stores nothing', async () => {
    const before = await keyRows();
    const refusals: [ApiClient, Record<string, unknown>, number, string][] = [
      [agency, { scopes: ['read'] }, 400, 'name'],
      [agency, { name: 'x'.repeat(100_000), scopes: ['read'] }, 400, 'name'],
      [agency, { name: 'Fly', scopes: ['read', 'patient.fly'] }, 400, 'scopes.1'],
      [agency, { name: 'None', scopes: [] }, 400, 'scopes'],
      [agency, { name: 'Product', scopes: ['product.create'] }, 400, 'scopes.0'],
      [agency, { name: 'Extra', scopes: ['read'], secret: 'mine' }, 400, 'secret'],
    ];
    for (const [client, body, status, path] of refusals) {
      const response = await refusedWithoutEvents(stack, () => client.post('/api/api-keys', body));
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect((response.body.errors as { path: string }[]).map((error) => error.path)).toContain(path);
    }
    expect((await refusedWithoutEvents(stack, () => agent.post('/api/api-keys', { name: 'Agent', scopes: ['read'] }))).status).toBe(403);
    // Another organisation's key: the policy's refusal, once the agency named is known to exist.
    expect((await refusedWithoutEvents(stack, () => agency.post('/api/api-keys', { name: 'Theirs', scopes: ['read'], agencyId: OTHER_AGENCY_ID }))).status).toBe(403);
    for (const authorization of ['Bearer', 'Basic YWRtaW46YWRtaW4=', 'Bearer clk_junk', `Bearer clk_${'0'.repeat(32)}_${'A'.repeat(43)}`, `Bearer ${'x'.repeat(5000)}`]) {
      const response = await fetch(`${stack.careledger.url}/api/patients`, { headers: { authorization } });
      expect(response.status, authorization.slice(0, 40)).toBe(401);
    }
    expect(await keyRows()).toBe(before);
  });
});
