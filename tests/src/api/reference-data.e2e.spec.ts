import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, GetPath } from '../support/api-client';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const PUBLIC_CALLS: GetPath[] = ['/api/translations', '/api/provinces', '/api/cities', '/api/location-data', '/api/caretypes/homecare', '/api/week-days', '/api/languages'];
const SIGNED_IN_CALLS: GetPath[] = [
  '/api/relationships', '/api/caregiver-roles', '/api/professions', '/api/care-coordinators', '/api/payers', '/api/diagnoses',
  '/api/note-types', '/api/hub/note-types', '/api/note-templates', '/api/hub/note-templates', '/api/survey-meta',
  '/api/roles', '/api/roles-by-user-type/agency', '/api/desired-locations',
];

const ids = (body: { data: { id: unknown }[] }) => body.data.map((row) => row.id);

describe.each(testDatabases())('reference data over HTTP on $name', (database) => {
  let stack: RunningStack;
  let anonymous: ApiClient;
  let family: ApiClient;
  let agency: ApiClient;

  beforeAll(async () => {
    stack = await startStack(database);
    anonymous = stack.client();
    [family, agency] = await Promise.all([stack.as('user'), stack.as('agency')]);
  });
  afterAll(async () => stack?.stop());

  it('serves the public calls without a session and refuses the others with 401', async () => {
    for (const path of PUBLIC_CALLS) expect((await anonymous.get(path)).status, path).toBe(200);
    for (const path of SIGNED_IN_CALLS) expect((await anonymous.get(path)).status, path).toBe(401);
    for (const path of SIGNED_IN_CALLS) expect((await family.get(path)).status, path).toBe(200);
  });

  it('reads the catalogs from the database with the ids of SPEC.md', async () => {
    const relationships = (await family.get('/api/relationships')).body;
    expect(relationships.data).toEqual([
      { id: 9, key: 'OTHER_RELATIVE', label: 'Other relative', translationKey: 'relationship.otherRelative' },
      { id: 10, key: 'NO_RELATION', label: 'No relation', translationKey: 'relationship.noRelation' },
      { id: 11, key: 'SELF', label: 'Self', translationKey: 'relationship.self' },
    ]);
    const roles = (await family.get('/api/roles')).body;
    expect(roles).toMatchObject({ total: 8, page: 1, pageSize: 25 });
    expect(roles.data.map((role: { id: number; key: string }) => [role.id, role.key])).toEqual([
      [1, 'ADMIN'], [2, 'USER'], [3, 'AGENCY'], [4, 'AGENCY_AGENT'], [5, 'PROVIDER'], [6, 'PARTNER'], [8, 'PARTNER_AGENT'], [9, 'CAREGIVER'],
    ]);
    expect(ids((await family.get('/api/professions')).body).sort()).toEqual(['certified_caregiver', 'personal_support_worker', 'registered_nurse', 'registered_practical_nurse']);
    const careTypes = (await anonymous.get('/api/caretypes/homecare')).body;
    expect(careTypes.data).toHaveLength(45);
    expect(careTypes.data).toEqual(expect.arrayContaining([
      expect.objectContaining({ id: 1, key: 'DEFAULT' }), expect.objectContaining({ id: 6, key: 'LIVE_IN_CARE' }), expect.objectContaining({ id: 16, key: 'FOOT_CARE' }),
    ]));
    // The rows come from the tables: a row changed there shows in the answer.
    await stack.careledger.db.query("UPDATE ref_relationships SET label = 'Self (the client)' WHERE id = 11");
    expect((await family.get('/api/relationships')).body.data[2].label).toBe('Self (the client)');
  });

  it('answers each catalog in its shape', async () => {
    expect(ids((await anonymous.get('/api/week-days')).body)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await anonymous.get('/api/week-days')).body.data[0]).toEqual({ id: 1, code: 'MONDAY', label: 'Monday', shortLabel: 'Mon', translationKey: 'weekDay.monday' });
    expect((await anonymous.get('/api/languages')).body.data.length).toBeGreaterThanOrEqual(10);
    expect((await family.get('/api/payers')).body.data).toEqual(expect.arrayContaining([
      expect.objectContaining({ code: 'medicaid', countryCode: 'US' }), expect.objectContaining({ code: 'private_pay', countryCode: null }),
    ]));
    expect((await family.get('/api/diagnoses')).body.data).toContainEqual(expect.objectContaining({ code: 'G30.9', translationKey: 'diagnosis.G30_9' }));
    expect((await family.get('/api/caregiver-roles')).body.data[0]).toMatchObject({ id: 1, code: 'primary' });
    expect((await family.get('/api/care-coordinators')).body.data[0]).toEqual(expect.objectContaining({ name: expect.any(String), email: expect.any(String), provinceId: expect.any(Number) }));
    expect(ids((await family.get('/api/note-types')).body)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ids((await family.get('/api/hub/note-types')).body)).toEqual([1, 2, 3]);
    const template = (await family.get('/api/note-templates')).body.data[3];
    expect(template).toMatchObject({ id: 4, noteTypeId: 4, title: 'Incident report', body: expect.stringContaining('What happened:') });
    expect((await family.get('/api/hub/note-templates')).body.data).toHaveLength(3);
    const survey = (await family.get('/api/survey-meta')).body.data;
    expect(survey[1]).toMatchObject({ id: 'mobility', kind: 'single_choice', options: expect.arrayContaining(['walker']) });
  });

  it('maps each user type to the roles it hands out', async () => {
    const granted = async (userType: string) => ids((await agency.get(`/api/roles-by-user-type/${userType}`)).body);
    expect(await granted('agency')).toEqual([4, 9]);
    expect(await granted('3')).toEqual([4, 9]);
    expect(await granted('partner')).toEqual([8]);
    expect(await granted('1')).toEqual([1, 2, 3, 4, 5, 6, 8, 9]);
    expect(await granted('caregiver')).toEqual([]);
    const searched = (await agency.get('/api/roles?search=agent')).body;
    expect(ids(searched)).toEqual([4, 8]);
  });

  it('filters and pages cities and desired locations, and gives the location tree', async () => {
    const provinces = (await anonymous.get('/api/provinces')).body.data as { id: number; code: string; countryCode: string }[];
    expect(new Set(provinces.map((province) => province.countryCode))).toEqual(new Set(['CA', 'US', 'ES']));
    const ontario = provinces.find((province) => province.countryCode === 'CA' && province.code === 'ON');
    const cities = (await anonymous.get(`/api/cities?provinceId=${ontario?.id}&pageSize=3`)).body;
    expect(cities).toMatchObject({ total: 6, page: 1, pageSize: 3 });
    expect(cities.data.map((city: { label: string }) => city.label)).toEqual(['Hamilton', 'Kingston', 'London']);
    expect((await anonymous.get('/api/cities?search=ANTON')).body.data.map((city: { label: string }) => city.label)).toEqual(['San Antonio']);
    const madrid = (await family.get('/api/desired-locations?search=madrid')).body;
    expect(madrid.data).toEqual([expect.objectContaining({ label: 'Madrid, Community of Madrid, Spain', countryCode: 'ES' })]);
    const tree = (await anonymous.get('/api/location-data')).body.data;
    const canada = tree.find((country: { code: string }) => country.code === 'CA');
    const toronto = canada.provinces.flatMap((province: { cities: { label: string }[] }) => province.cities).find((city: { label: string }) => city.label === 'Toronto');
    expect(toronto).toMatchObject({ latitude: 43.6532, longitude: -79.3832 });
  });

  it('translates the catalogs per locale and namespace', async () => {
    const english = (await anonymous.get('/api/translations?locale=en-US')).body;
    const spanish = (await anonymous.get('/api/translations?locale=es-ES&namespace=common')).body;
    expect(english).toMatchObject({ locale: 'en-US', namespace: 'common' });
    expect(english.data['relationship.self']).toBe('Self');
    expect(spanish.data['relationship.self']).toBe('Uno mismo');
    expect(spanish.data['role.caregiver']).toBe('Cuidador');
    expect(Object.keys(spanish.data).sort()).toEqual(Object.keys(english.data).sort());
    expect((await anonymous.get('/api/translations')).body.data['weekDay.monday']).toBe('Monday');
    const canadian = (await anonymous.get('/api/translations?locale=en-CA')).body.data;
    expect([english.data['geography.province'], canadian['geography.province']]).toEqual(['State', 'Province']);
  });

  it('documents every reference call in the OpenAPI document', async () => {
    const paths = Object.keys((await anonymous.getUndocumented('/api/docs-json')).body.paths as Record<string, unknown>);
    expect(paths).toEqual(expect.arrayContaining([...PUBLIC_CALLS, ...SIGNED_IN_CALLS.filter((path) => !path.includes('by-user-type')), '/api/roles-by-user-type/{userType}']));
    const cities = (await anonymous.getUndocumented('/api/docs-json')).body.paths['/api/cities'].get;
    expect(cities.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['page', 'pageSize', 'search', 'provinceId']));
  });

  it('answers 400 naming the parameter and its rule', async () => {
    const checks: [GetPath, string, string][] = [
      ['/api/translations?locale=fr-FR', 'locale', 'must be one of en-CA, en-US, es-ES'],
      ['/api/translations?namespace=nope', 'namespace', 'must be one of common, landing'],
      ['/api/cities?provinceId=ontario', 'provinceId', 'must be a positive whole number'],
      ['/api/cities?pageSize=101', 'pageSize', 'must be a whole number from 1 to 100'],
      ['/api/provinces?countryCode=FR', 'countryCode', 'must be one of CA, ES, US'],
    ];
    for (const [path, param, message] of checks) {
      const response = await anonymous.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.errors, path).toEqual([{ path: param, message }]);
    }
    const roles = await family.get('/api/roles?sort=name');
    expect(roles.status).toBe(400);
    expect(roles.body.errors[0].path).toBe('sort');
    const userType = await family.get('/api/roles-by-user-type/7');
    expect(userType.status).toBe(400);
    expect(userType.body.errors[0]).toMatchObject({ path: 'user_type', message: expect.stringContaining('3 agency') });
    expect((await family.get(`/api/desired-locations?search=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
