import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emptySearchCriteria } from '@careledger/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi, type RecordedCall } from '../test/render';
import Landing from './Landing';

const TORONTO_CENTRE = { latitude: 43.6532, longitude: -79.3832, place: 'Toronto, Ontario, Canada' };
const KEPT_TORONTO = { ...emptySearchCriteria(), location: 'Toronto, ON, Canada', latitude: 43.6532, longitude: -79.3832, city1: 'Toronto', state1: 'ON', country1: 'Canada' };

const agencies = {
  data: [
    { id: 'ag-1', name: 'Maple Grove Home Care', city: 'Toronto', province: 'ON', lat: 43.6629, lng: -79.3957, distanceKm: 1.234, careServiceIds: [3, 4] },
    { id: 'ag-2', name: 'Lakeshore Nursing Services', city: 'Mississauga', province: 'ON', lat: 43.5933, lng: -79.6427, distanceKm: 21.71, careServiceIds: [4, 16, 20, 21] },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
  centre: TORONTO_CENTRE,
  radiusKm: 50,
};
const homes = {
  ...agencies,
  data: [
    { id: 'h-1', name: 'Leslieville House', city: 'Toronto', province: 'ON', country: 'CA', capacity: 4, lat: 43.66, lng: -79.33, distanceKm: 4.5 },
    { id: 'h-2', name: 'Riverdale Home', city: 'Toronto', province: 'ON', country: 'CA', capacity: 3, lat: 43.67, lng: -79.35, distanceKm: 3.2 },
  ],
};

const commonRoutes = {
  'GET /api/caretypes/homecare': () => jsonResponse(200, { data: [{ id: 3, key: 'HOME_SUPPORT', label: 'Home support', translationKey: 'careService.homeSupport' }] }),
  'GET /api/location-data': () => jsonResponse(200, { data: [] }),
  'PUT /api/cookie/homecare': () => jsonResponse(200, { id: 'owner', version: 3, globalPosition: 40 }),
  'PUT /api/cookie/shared-living': () => jsonResponse(200, { id: 'owner', version: 4, globalPosition: 41 }),
  'PUT /api/cookie/current-search-type': () => jsonResponse(200, { id: 'owner', version: 5, globalPosition: 42 }),
};

const nothingKept = {
  'GET /api/cookie/current-search-type': () => jsonResponse(200, { searchType: 'shared-living' }),
  'GET /api/cookie/homecare': () => jsonResponse(200, emptySearchCriteria()),
  'GET /api/cookie/shared-living': () => jsonResponse(200, emptySearchCriteria()),
  'GET /api/cookie/day-program': () => jsonResponse(200, emptySearchCriteria()),
};

const callsTo = (calls: RecordedCall[], method: string, path: string) => calls.filter((call) => call.method === method && new URL(call.url, 'http://x').pathname === path);
const queryOf = (call: RecordedCall | undefined) => Object.fromEntries(new URL(call?.url ?? '', 'http://x').searchParams);

describe('Landing', () => {
  beforeEach(() => sessionStorage.clear());

  it('restores the searches kept on the server in a new session, and runs the one shown', async () => {
    const calls = stubApi(
      {
        ...commonRoutes,
        ...nothingKept,
        'GET /api/cookie/current-search-type': () => jsonResponse(200, { searchType: 'homecare' }),
        'GET /api/cookie/homecare': () => jsonResponse(200, KEPT_TORONTO),
        'GET /api/search/homecare': () => jsonResponse(200, agencies),
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<Landing />, { route: '/en-us', path: '/:locale', auth: null });

    expect((await screen.findByRole('tab', { name: 'Homecare' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>(/Location/).value).toBe('Toronto, ON, Canada');
    expect(await screen.findByText('2 homecare agencies within 50 km of Toronto, Ontario, Canada')).toBeTruthy();
    const list = within(screen.getByRole('list', { name: 'Results, nearest first' }));
    expect(list.getByText('Maple Grove Home Care')).toBeTruthy();
    expect(list.getByText('1.2 km')).toBeTruthy();
    expect(list.getByText('22 km')).toBeTruthy();
    expect(list.getByText('Home support · Nursing')).toBeTruthy();
    expect(list.getByText('Nursing · Foot care · 2 other services'), 'unnamed catalog services are counted, not listed').toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Map of the results' })).toBeTruthy();

    expect(queryOf(callsTo(calls, 'GET', '/api/search/homecare')[0])).toEqual({ city1: 'Toronto', state1: 'ON', country1: 'Canada', radiusKm: '50', page: '1', pageSize: '20', locale: 'en-US' });
    expect(calls.filter((call) => call.method === 'PUT'), 'restoring is not a new search').toEqual([]);
    expect(JSON.parse(sessionStorage.getItem('careledger.search.homecare') ?? '{}')).toMatchObject({ location: 'Toronto, ON, Canada' });
    expect(sessionStorage.getItem('careledger.currentSearchType')).toBe('homecare');
  });

  it("starts from this session's searches, keeps a new one on the server with where it resolved to, and the tab chosen", async () => {
    sessionStorage.setItem('careledger.currentSearchType', 'shared-living');
    const calls = stubApi({ ...commonRoutes, 'GET /api/search/shared-living': () => jsonResponse(200, homes) }, vi.stubGlobal);
    await renderWithProviders(<Landing />, { route: '/en-us', path: '/:locale', auth: null });

    fireEvent.change(await screen.findByLabelText(/Location/), { target: { value: 'Toronto' } });
    fireEvent.change(screen.getByLabelText(/Radius/), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('2 shared-living homes within 50 km of Toronto, Ontario, Canada')).toBeTruthy();
    expect(queryOf(callsTo(calls, 'GET', '/api/search/shared-living')[0])).toMatchObject({ place: 'toronto', radiusKm: '25' });
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/cookie/shared-living')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/cookie/shared-living')[0]?.body).toEqual({ ...emptySearchCriteria(), location: 'Toronto', latitude: 43.6532, longitude: -79.3832 });
    expect(calls.filter((call) => call.url.includes('/api/cookie/') && call.method === 'GET'), 'the session had searches').toEqual([]);

    // A marker on the map picks the same row in the list.
    fireEvent.click(await screen.findByRole('button', { name: 'Riverdale Home' }));
    const row = within(screen.getByRole('list', { name: 'Results, nearest first' })).getByText('Riverdale Home').closest('[role="button"], button');
    expect(row?.className).toContain('Mui-selected');

    fireEvent.click(screen.getByRole('tab', { name: 'Adult day program' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/cookie/current-search-type')[0]?.body).toEqual({ searchType: 'day-program' }));
    expect(sessionStorage.getItem('careledger.currentSearchType')).toBe('day-program');
    expect(screen.queryByRole('list', { name: 'Results, nearest first' }), 'no day program search was run').toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Shared living' }));
    expect(screen.getByLabelText<HTMLInputElement>(/Location/).value).toBe('Toronto');
    expect(await screen.findByText('Leslieville House')).toBeTruthy();
  });

  it('searches around the place of a /locations/<place> path, in the language of the path', async () => {
    const calls = stubApi({ ...commonRoutes, ...nothingKept, 'GET /api/search/shared-living': () => jsonResponse(200, homes) }, vi.stubGlobal);
    await renderWithProviders(<Landing />, { route: '/es-es/locations/toronto', path: '/:locale/locations/:place', locale: 'es-ES', auth: null });

    expect(await screen.findByText('2 viviendas compartidas a menos de 50 km de Toronto, Ontario, Canada')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Ubicación/).value).toBe('toronto');
    expect(screen.getByText('4,5 km')).toBeTruthy();
    expect(queryOf(callsTo(calls, 'GET', '/api/search/shared-living')[0]), 'the place is named in Spanish').toMatchObject({ place: 'toronto', radiusKm: '50', locale: 'es-ES' });
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/cookie/shared-living')[0]?.body).toMatchObject({ location: 'toronto', latitude: 43.6532 }));
  });

  it('shows an unknown place on the field, a failure with a retry, and an empty answer', async () => {
    sessionStorage.setItem('careledger.currentSearchType', 'shared-living');
    let answer = () => jsonResponse(400, { message: 'The query parameters are not valid.', errors: [{ path: 'place', message: 'names no city we know: atlantis' }] });
    const calls = stubApi({ ...commonRoutes, 'GET /api/search/shared-living': () => answer() }, vi.stubGlobal);
    await renderWithProviders(<Landing />, { route: '/en-us', path: '/:locale', auth: null });

    fireEvent.change(await screen.findByLabelText(/Location/), { target: { value: 'atlantis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('We know no single city called "atlantis". Try a nearby city, or add the state, like london-on.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    answer = () => jsonResponse(503, { message: 'The read models are behind.' });
    fireEvent.change(screen.getByLabelText(/Location/), { target: { value: 'regina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const alert = await screen.findByRole('alert', {});
    expect(within(alert).getByText('Request failed with status code 503')).toBeTruthy();

    answer = () => jsonResponse(200, { ...homes, data: [], total: 0, centre: { latitude: 50.4452, longitude: -104.6189, place: 'Regina, Saskatchewan, Canada' } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No shared-living home within 50 km of Regina, Saskatchewan, Canada. Try a larger radius or a nearby city.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/cookie/shared-living'), 'failed searches are not kept').toHaveLength(0);
  });
});
