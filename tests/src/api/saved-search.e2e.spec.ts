import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { accepted, refusedWithoutEvents } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const VISITOR_COOKIE = 'careledger_visitor';
const NOTHING_SAVED = {
  location: null,
  latitude: null,
  longitude: null,
  city1: null,
  state1: null,
  country1: null,
  area_level_1: null,
  area_level_2: null,
  area_level_3: null,
  locality: null,
  sublocality: null,
};
const TORONTO = { location: 'Toronto, ON, Canada', latitude: 43.6532, longitude: -79.3832, city1: 'Toronto', state1: 'ON', country1: 'CA', area_level_1: 'Ontario', locality: 'Toronto' };

describe.each(testDatabases())('saved searches on $name', (database) => {
  let stack: RunningStack;

  beforeAll(async () => {
    stack = await startStack(database);
  });
  afterAll(async () => stack?.stop());

  /** A browser on the public landing: any GET hands out the XSRF cookie a PUT must echo. */
  const visitor = async (): Promise<ApiClient> => {
    const client = stack.client();
    await client.get('/api/auth-details');
    return client;
  };
  const put = (client: ApiClient, target: string, body: unknown) => client.request('PUT', `/api/cookie/${target}`, { body });
  const readBack = (client: ApiClient, target: string, position: number) => client.get(`/api/cookie/${target}`, { headers: { 'x-min-position': String(position) } });

  it('keeps an anonymous visitor\'s searches under a long-lived httpOnly cookie and reads them back', async () => {
    const browser = await visitor();
    const cookieLine = (response: { headers: Headers }) => response.headers.getSetCookie().find((line) => line.startsWith(`${VISITOR_COOKIE}=`));
    const first = await put(browser, 'homecare', { ...TORONTO, area_level_2: '' });
    accepted(first);
    expect(cookieLine(first), 'the first save sets the cookie').toBeDefined();
    const second = await put(browser, 'day-program', { location: 'Madrid', latitude: 40.4168, longitude: -3.7038 });
    accepted(second);
    expect(cookieLine(second), 'later saves keep it').toBeUndefined();
    const chosen = accepted(await put(browser, 'current-search-type', { searchType: 'homecare' }));

    expect((await readBack(browser, 'homecare', chosen.globalPosition)).body).toEqual({ ...NOTHING_SAVED, ...TORONTO });
    expect((await readBack(browser, 'day-program', chosen.globalPosition)).body).toEqual({ ...NOTHING_SAVED, location: 'Madrid', latitude: 40.4168, longitude: -3.7038 });
    expect((await readBack(browser, 'shared-living', chosen.globalPosition)).body).toEqual(NOTHING_SAVED);
    expect((await readBack(browser, 'current-search-type', chosen.globalPosition)).body).toEqual({ searchType: 'homecare' });

    // The same cookie in a new browser session (session storage gone) restores the search.
    const reopened = stack.client();
    reopened.setCookie(VISITOR_COOKIE, browser.cookie(VISITOR_COOKIE) ?? '');
    expect((await readBack(reopened, 'homecare', chosen.globalPosition)).body).toMatchObject({ location: 'Toronto, ON, Canada', latitude: 43.6532 });
  });

  it('sets the visitor cookie httpOnly, SameSite=Lax, for a year, and stores only a digest of it', async () => {
    const browser = await visitor();
    const response = await put(browser, 'shared-living', { location: 'Ottawa' });
    const saved = accepted(response);
    const line = response.headers.getSetCookie().find((candidate) => candidate.startsWith(`${VISITOR_COOKIE}=`)) ?? '';
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Max-Age=31536000/i);
    const token = browser.cookie(VISITOR_COOKIE) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await stack.careledger.db.query<{ stream_id: string; data: unknown }>('SELECT stream_id, data FROM events WHERE global_position = $1', [saved.globalPosition]);
    expect(rows[0]?.stream_id).toBe(`savedsearch-${saved.id}`);
    expect(JSON.stringify(rows[0]?.data)).not.toContain(token);
  });

  it('answers the defaults to a new visitor, and to one whose cookie it does not know', async () => {
    const head = await stack.headPosition();
    const stranger = stack.client();
    expect(await readBack(stranger, 'homecare', head)).toMatchObject({ status: 200, body: NOTHING_SAVED });
    expect(await readBack(stranger, 'current-search-type', head)).toMatchObject({ status: 200, body: { searchType: 'shared-living' } });
    const forged = stack.client();
    forged.setCookie(VISITOR_COOKIE, 'A'.repeat(43));
    expect((await readBack(forged, 'homecare', head)).body).toEqual(NOTHING_SAVED);
  });

  it("keeps a signed-in user's search with the user: it survives signing out and in from another browser", async () => {
    const agent = await stack.as('agency-agent');
    const saved = accepted(await put(agent, 'shared-living', { location: 'Hamilton, ON', latitude: 43.2557, longitude: -79.8711 }));
    accepted(await put(agent, 'current-search-type', { searchType: 'day-program' }));
    expect(agent.cookie(VISITOR_COOKIE), 'a user needs no visitor cookie').toBeUndefined();
    expect(saved.id).toBe('00000000-0000-4000-8000-000000000004');
    expect((await agent.post('/api/logout')).status).toBe(204);
    const head = await stack.headPosition();
    expect((await readBack(agent, 'shared-living', head)).body, 'signed out, the browser is a visitor again').toEqual(NOTHING_SAVED);

    const elsewhere = await stack.as('agency-agent');
    expect((await readBack(elsewhere, 'shared-living', head)).body).toEqual({ ...NOTHING_SAVED, location: 'Hamilton, ON', latitude: 43.2557, longitude: -79.8711 });
    expect((await readBack(elsewhere, 'current-search-type', head)).body).toEqual({ searchType: 'day-program' });
    expect((await readBack(await stack.as('agency'), 'shared-living', head)).body, "another user does not see it").toEqual(NOTHING_SAVED);
  });

  it('refuses a bad body with 400 naming each field, storing nothing', async () => {
    const browser = await visitor();
    const bad = await refusedWithoutEvents(stack, () =>
      put(browser, 'homecare', { location: 'x'.repeat(201), latitude: 91, longitude: '-79', city1: 7, area_level_3: 'y'.repeat(101), zoom: 3 }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'location', message: 'must be at most 200 characters' },
        { path: 'latitude', message: 'must be a number from -90 to 90' },
        { path: 'longitude', message: 'must be a number from -180 to 180, or null' },
        { path: 'city1', message: 'must be a string or null' },
        { path: 'area_level_3', message: 'must be at most 100 characters' },
        { path: 'zoom', message: 'is not an allowed field' },
      ]),
    );
    const lng = await refusedWithoutEvents(stack, () => put(browser, 'day-program', { longitude: -180.5 }));
    expect(lng.body.errors).toEqual([{ path: 'longitude', message: 'must be a number from -180 to 180' }]);
    const type = await refusedWithoutEvents(stack, () => put(browser, 'current-search-type', { searchType: 'respite' }));
    expect(type.body.errors).toEqual([{ path: 'searchType', message: 'must be one of homecare, shared-living, day-program' }]);
    const missing = await refusedWithoutEvents(stack, () => put(browser, 'current-search-type', {}));
    expect(missing.body.errors).toEqual([{ path: 'searchType', message: 'is required' }]);
    const target = await refusedWithoutEvents(stack, () => put(browser, 'homecare', { target: 'day-program' }));
    expect(target.body.errors).toEqual([{ path: 'target', message: 'is not an allowed field' }]);
    const notObject = await refusedWithoutEvents(stack, () => put(browser, 'homecare', ['Toronto']));
    expect(notObject.status).toBe(400);
    expect(browser.cookie(VISITOR_COOKIE), 'nothing was saved').toBeUndefined();
  });

  it('answers 404 for an unknown search and 419 for a PUT without the XSRF echo', async () => {
    const browser = await visitor();
    expect((await browser.get('/api/cookie/respite')).status).toBe(404);
    expect((await refusedWithoutEvents(stack, () => put(browser, 'respite', { location: 'x' }))).status).toBe(404);
    const noXsrf = await refusedWithoutEvents(stack, () => browser.request('PUT', '/api/cookie/homecare', { body: TORONTO, withoutXsrf: true }));
    expect(noXsrf.status).toBe(419);
  });

  it('documents both calls in OpenAPI', async () => {
    const document = (await stack.client().getUndocumented('/api/docs-json')).body;
    const path = document.paths['/api/cookie/{target}'];
    expect(path.get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'target', in: 'path' })]));
    expect(JSON.stringify(path.put.requestBody.content['application/json'].schema)).toContain('area_level_1');
  });
});
