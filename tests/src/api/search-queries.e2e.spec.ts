import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { nearbyPage } from '../../../query-service/src/search/nearby-query';
import type { SearchQuery } from '../../../query-service/src/search/search-params';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const EARTH_RADIUS_KM = 6371.0088;
/** Regina, in the reference cities; no demo record lies within 500 km of it. */
/** The kinds of place the search finds, each a documented path of its own. */
type SearchKind = 'homecare' | 'shared-living' | 'day-program';

const REGINA = { latitude: 50.4452, longitude: -104.6189 };

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** The point `km` away from `from` along `bearing` (degrees from north), on the same sphere as the search. */
const destination = (from: { latitude: number; longitude: number }, km: number, bearing: number) => {
  const angle = km / EARTH_RADIUS_KM;
  const [phi, lambda, theta] = [rad(from.latitude), rad(from.longitude), rad(bearing)];
  const phi2 = Math.asin(Math.sin(phi) * Math.cos(angle) + Math.cos(phi) * Math.sin(angle) * Math.cos(theta));
  const lambda2 = lambda + Math.atan2(Math.sin(theta) * Math.sin(angle) * Math.cos(phi), Math.cos(angle) - Math.sin(phi) * Math.sin(phi2));
  return { latitude: deg(phi2), longitude: deg(lambda2) };
};

interface Result {
  id: string;
  name: string;
  lat: number;
  lng: number;
  distanceKm: number;
  [field: string]: unknown;
}

describe.each(testDatabases())('location search on $name', (database) => {
  let stack: RunningStack;
  let admin: ApiClient;
  let visitor: ApiClient;
  const tag = `zs${randomUUID().slice(0, 6)}`;
  const hubs: Record<string, string> = {};
  const agencies: Record<string, string> = {};

  const caughtUp = async () => ({ headers: { 'x-min-position': String(await stack.headPosition()) } });
  const search = async (kind: SearchKind, params: string) => visitor.get(`/api/search/${kind}?${params}`, await caughtUp());
  const found = async (kind: SearchKind, params: string): Promise<Result[]> => {
    const response = await search(kind, params);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as Result[];
  };
  const namesOf = (results: Result[]) => results.map((result) => result.name);

  const createHub = async (name: string, km: number, bearing: number, productId = 14) => {
    const at = destination(REGINA, km, bearing);
    const body = {
      name: `${tag} ${name}`,
      address: { street: `${km} Albert Street`, city: 'Regina', province: 'SK', postalCode: 'S4P 3Y2', country: 'CA' },
      ...at,
      hubLeadName: 'Nora Bell',
      capacity: 4,
      productId,
    };
    hubs[name] = accepted(await admin.post('/api/shared-living-hubs', body), 201).id;
  };
  const createAgency = async (name: string, km: number, careServiceIds: number[]) => {
    const address = { city: 'Regina', province: 'SK', ...destination(REGINA, km, 180) };
    agencies[name] = accepted(await admin.post('/api/agencies', { name: `${tag} ${name}`, email: `${name}@${tag}.example`, address, careServiceIds }), 201).id;
  };

  beforeAll(async () => {
    stack = await startStack(database);
    admin = await stack.as('admin');
    visitor = stack.client();
    await createHub('one', 1, 0);
    await createHub('east', 45, 90);
    await createHub('five', 5, 200);
    await createHub('thirty', 30, 300);
    await createHub('eighty', 80, 10);
    await createHub('closed', 3, 45);
    await createHub('day', 2, 120, 7);
    accepted(await admin.post(`/api/shared-living-hubs/${hubs.closed}/deactivate`, { expectedVersion: 0, reason: 'Sold' }));
    await createAgency('near', 2, [3, 4]);
    await createAgency('respite', 10, [5]);
    await createAgency('gone', 1, [3, 5]);
    accepted(await admin.post(`/api/agencies/${agencies.gone}/change-standing`, { expectedVersion: 0, level: 4, reason: 'Licence revoked' }));
  });
  afterAll(async () => stack?.stop());

  it('finds shared-living homes within the radius, nearest first, without a session', async () => {
    const response = await search('shared-living', 'place=regina');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      total: 4,
      page: 1,
      pageSize: 25,
      radiusKm: 50,
      centre: { ...REGINA, place: 'Regina, Saskatchewan, Canada' },
    });
    const results = response.body.data as Result[];
    expect(namesOf(results)).toEqual(['one', 'five', 'thirty', 'east'].map((name) => `${tag} ${name}`));
    expect(results.map((result) => result.distanceKm)).toEqual([1, 5, 30, 45].map((km) => expect.closeTo(km, 2)));
    expect(results[0]).toEqual({
      id: hubs.one,
      name: `${tag} one`,
      city: 'Regina',
      province: 'SK',
      country: 'CA',
      capacity: 4,
      ...{ lat: expect.closeTo(destination(REGINA, 1, 0).latitude, 6), lng: expect.closeTo(REGINA.longitude, 6) },
      distanceKm: expect.closeTo(1, 2),
    });
  });

  it('takes the centre as coordinates, a slug or the address parts of the search form, alike', async () => {
    const expected = namesOf(await found('shared-living', 'place=regina'));
    expect(namesOf(await found('shared-living', `latitude=${REGINA.latitude}&longitude=${REGINA.longitude}`))).toEqual(expected);
    expect(namesOf(await found('shared-living', 'place=regina-sk'))).toEqual(expected);
    expect(namesOf(await found('shared-living', 'place=regina-sk-ca'))).toEqual(expected);
    expect(namesOf(await found('shared-living', 'city1=Regina&state1=SK&country1=CA'))).toEqual(expected);
    expect(namesOf(await found('shared-living', 'sublocality=Cathedral&locality=regina&area_level_1=Saskatchewan&country1=Canada'))).toEqual(expected);
    const centred = await search('shared-living', `latitude=${REGINA.latitude}&longitude=${REGINA.longitude}`);
    expect(centred.body.centre).toEqual({ ...REGINA, place: null });
  });

  it('widens with the radius, pages, and sorts farthest first on request', async () => {
    expect(namesOf(await found('shared-living', 'place=regina&radiusKm=100'))).toEqual(['one', 'five', 'thirty', 'east', 'eighty'].map((name) => `${tag} ${name}`));
    expect(namesOf(await found('shared-living', 'place=regina&radiusKm=4.5'))).toEqual([`${tag} one`]);
    const second = await search('shared-living', 'place=regina&radiusKm=100&pageSize=2&page=2');
    expect(second.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(namesOf(second.body.data)).toEqual([`${tag} thirty`, `${tag} east`]);
    expect(namesOf(await found('shared-living', 'place=regina&radiusKm=100&sort=distance:desc&pageSize=2'))).toEqual([`${tag} eighty`, `${tag} east`]);
  });

  it('keeps day programs apart, and follows deactivation, moves and product changes', async () => {
    expect(namesOf(await found('day-program', 'place=regina'))).toEqual([`${tag} day`]);
    accepted(await admin.post(`/api/shared-living-hubs/${hubs.closed}/reactivate`, { expectedVersion: 1 }));
    expect(namesOf(await found('shared-living', 'place=regina&radiusKm=4'))).toEqual([`${tag} one`, `${tag} closed`]);
    accepted(await admin.post(`/api/shared-living-hubs/${hubs.closed}/update`, { expectedVersion: 2, productId: 7, ...destination(REGINA, 8, 0) }));
    expect(namesOf(await found('shared-living', 'place=regina&radiusKm=4'))).toEqual([`${tag} one`]);
    const days = await found('day-program', 'place=regina');
    expect(days.map((result) => [result.name, result.distanceKm])).toEqual([[`${tag} day`, expect.closeTo(2, 2)], [`${tag} closed`, expect.closeTo(8, 2)]]);
  });

  it('finds homecare agencies with their care types, filtered by one, never a terminated agency', async () => {
    const results = await found('homecare', 'place=regina');
    expect(results.map((result) => [result.name, result.careServiceIds, result.distanceKm])).toEqual([
      [`${tag} near`, [3, 4], expect.closeTo(2, 2)],
      [`${tag} respite`, [5], expect.closeTo(10, 2)],
    ]);
    expect(namesOf(await found('homecare', 'place=regina&careTypeId=5'))).toEqual([`${tag} respite`]);
    expect(await found('homecare', 'place=regina&careTypeId=16')).toEqual([]);
    accepted(await admin.post(`/api/agencies/${agencies.respite}/set-care-types`, { expectedVersion: 0, careServiceIds: [4, 16] }));
    expect(namesOf(await found('homecare', 'place=regina&careTypeId=16'))).toEqual([`${tag} respite`]);
  });

  it('places the demo agencies by their coordinates: Toronto finds Maple Grove, then Mississauga', async () => {
    const results = await found('homecare', 'place=toronto');
    expect(results[0]).toMatchObject({ id: DEMO_AGENCY_ID, name: 'Maple Grove Home Care', city: 'Toronto' });
    expect(namesOf(results)).toEqual(['Maple Grove Home Care', 'Lakeshore Nursing Services']);
    expect((await found('shared-living', 'place=toronto')).length).toBeGreaterThan(0);
  });

  it('names the centre in the reader\'s locale, one rule for every place label', async () => {
    expect((await search('shared-living', 'place=madrid&locale=es-ES')).body.centre.place).toBe('Madrid, Comunidad de Madrid, España');
    expect((await search('shared-living', 'city1=Seville&country1=ES&locale=es-ES')).body.centre.place).toBe('Sevilla, Andalucía, España');
    expect((await search('shared-living', 'place=madrid')).body.centre.place).toBe('Madrid, Community of Madrid, Spain');
    expect((await search('shared-living', 'place=toronto&locale=en-CA')).body.centre.place).toBe('Toronto, Ontario, Canada');
    const family = await stack.as('user');
    const madrid = (await family.get('/api/desired-locations?search=madrid&locale=es-ES')).body;
    expect(madrid.data).toEqual([expect.objectContaining({ label: 'Madrid, Comunidad de Madrid, España' })]);
    const refused = await search('shared-living', 'place=madrid&locale=fr-FR');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'locale', message: 'must be one of en-US, en-CA, es-ES' }]);
  });

  it('opens the public profile of one listed result of each kind, and 404s what the search does not list', async () => {
    const profile = async (path: `${SearchKind}/${string}`) => visitor.get(`/api/search/${path}`, await caughtUp());
    const home = await profile(`shared-living/${hubs.one}`);
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    expect(home.body).toEqual({
      id: hubs.one, kind: 'shared-living', name: `${tag} one`, city: 'Regina', province: 'SK', country: 'CA',
      lat: expect.closeTo(destination(REGINA, 1, 0).latitude, 6), lng: expect.closeTo(REGINA.longitude, 6), careServiceIds: [], capacity: 4,
    });
    expect((await profile(`day-program/${hubs.day}`)).body).toMatchObject({ kind: 'day-program', name: `${tag} day` });
    const agency = (await profile(`homecare/${agencies.near}`)).body;
    expect(agency).toMatchObject({ kind: 'homecare', name: `${tag} near`, careServiceIds: [3, 4], capacity: null });
    for (const hidden of [`shared-living/${hubs.closed}`, `homecare/${agencies.gone}`, `homecare/${hubs.one}`, `day-program/${hubs.one}`, 'shared-living/not-an-id', `shared-living/${randomUUID()}`] as const) {
      expect((await profile(hidden)).status, hidden).toBe(404);
    }
  });

  it('refuses an agency address with half its coordinates', async () => {
    const response = await admin.post('/api/agencies', { name: `${tag} half`, email: `half@${tag}.example`, address: { city: 'Regina', province: 'SK', latitude: 50.4 } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'address', message: 'must have both latitude and longitude, or neither' }]);
  });

  it.each<[SearchKind, string, unknown[]]>([
    ['shared-living', 'latitude=91&longitude=0', [{ path: 'latitude', message: 'must be a number from -90 to 90' }]],
    ['shared-living', 'latitude=50', [{ path: 'longitude', message: 'is required with latitude' }]],
    ['shared-living', 'longitude=east&latitude=1', [{ path: 'longitude', message: 'must be a number from -180 to 180' }]],
    ['shared-living', '', [{ path: 'latitude', message: 'is required: give latitude and longitude, a place (like toronto), or city1 with state1 and country1' }]],
    ['shared-living', 'place=regina&radiusKm=1000', [{ path: 'radiusKm', message: 'must be a number of kilometres above 0 and at most 500' }]],
    ['shared-living', 'place=regina&radiusKm=0', [{ path: 'radiusKm', message: 'must be a number of kilometres above 0 and at most 500' }]],
    ['shared-living', 'place=Regina!', [{ path: 'place', message: 'must be a place slug like toronto or london-on: letters, digits and single dashes' }]],
    ['shared-living', 'place=atlantis', [{ path: 'place', message: 'names no city we know: atlantis' }]],
    ['day-program', 'city1=Atlantis&state1=SK', [{ path: 'city1', message: 'names no city we know in that state and country: Atlantis' }]],
    ['day-program', 'city1=Regina&state1=ON', [{ path: 'city1', message: 'names no city we know in that state and country: Regina' }]],
    ['day-program', 'state1=SK', [{ path: 'city1', message: 'is required with state1 or country1: the search needs a city (city1 or locality)' }]],
    // The homecare search alone declares careTypeId: to the others it is an unknown parameter.
    ['shared-living', 'place=regina&careTypeId=3', [{ path: 'careTypeId', message: expect.stringMatching(/^is not a parameter of this call \(.*\bplace\b.*\)$/) }]],
    ['shared-living', 'place=regina&pageSize=500&sort=name', [
      { path: 'pageSize', message: 'must be a whole number from 1 to 100' },
      { path: 'sort', message: 'must be one of distance, optionally followed by :asc or :desc' },
    ]],
  ])('answers 400 naming the field: %s?%s', async (kind, params, errors) => {
    const response = await search(kind, params);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(errors);
  });

  it('answers 400 for a care type that is not a homecare one', async () => {
    const response = await search('homecare', 'place=regina&careTypeId=999');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'careTypeId', message: expect.stringMatching(/^must be a homecare care type id/) }]);
  });

  it('reads the bounding box through the (kind, listed, latitude, longitude) index, not a scan', async () => {
    const query: SearchQuery = { centre: { ...REGINA, place: null }, radiusKm: 50, careTypeId: undefined, page: 1, pageSize: 25, farthestFirst: false };
    for (const [kind, variant] of [['shared-living', query], ['homecare', { ...query, careTypeId: 3 }], ['day-program', { ...query, centre: { latitude: 0, longitude: 179.9, place: null } }]] as const) {
      const { sql, params } = nearbyPage(kind, variant);
      // A few rows cost less to scan than to look up: forbid the scan, as a large table would.
      const plan = await stack.careledger.db.transaction(async (tx) => {
        await tx.exec('SET LOCAL enable_seqscan = off');
        const { rows } = await tx.query<Record<string, string>>(`EXPLAIN ${sql}`, params);
        return rows.map((row) => Object.values(row).join(' ')).join('\n');
      });
      expect(plan, plan).toContain('search_locations_kind_position_idx');
      expect(plan, plan).toMatch(/Index Cond: \(\(kind = '[a-z-]+'::text\) AND \(listed = true\) AND \(latitude >= /);
      expect(plan, plan).not.toMatch(/Seq Scan on search_locations/);
    }
  });
});
