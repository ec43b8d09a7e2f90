import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import Profile from './Profile';

const HOME_ID = '6f1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e09';
const home = { id: HOME_ID, kind: 'day-program', name: 'Retiro Day Centre', city: 'Madrid', province: 'Madrid', country: 'ES', lat: 40.41, lng: -3.68, careServiceIds: [], capacity: 12 };

describe('Profile', () => {
  beforeEach(() => localStorage.clear());

  it("shows a day program's capacity and town in the reader's language, a map, and a way to sign in that comes back here", async () => {
    stubApi({ [`GET /api/search/day-program/${HOME_ID}`]: () => jsonResponse(200, home) }, vi.stubGlobal);
    await renderWithProviders(<Profile kind="day-program" />, { route: `/es-es/day-programs/${HOME_ID}`, path: '/:locale/day-programs/:id', locale: 'es-ES', auth: null });
    expect(await screen.findByRole('heading', { name: 'Retiro Day Centre' })).toBeTruthy();
    expect(screen.getByText('Centro de día para adultos')).toBeTruthy();
    expect(screen.getByText('Madrid, Madrid, España')).toBeTruthy();
    expect(screen.getByText('12 residentes')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Mapa de Retiro Day Centre' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inicie sesión para solicitar cuidados' }).getAttribute('href')).toBe(`/es-es/login?next=${encodeURIComponent(`/es-es/day-programs/${HOME_ID}`)}`);
  });

  it('names an agency\'s care services and says requests are for homes and day programs; an unlisted id is not found', async () => {
    const agency = { ...home, kind: 'homecare', name: 'Maple Grove Home Care', country: null, capacity: null, careServiceIds: [3, 4, 20] };
    stubApi({ 'GET /api/search/homecare/ag-1': () => jsonResponse(200, agency), 'GET /api/search/homecare/gone': () => jsonResponse(404, { message: 'No listed homecare result has the id gone.' }) }, vi.stubGlobal);
    const { unmount } = await renderWithProviders(<Profile kind="homecare" />, { route: '/en-us/agencies/ag-1', path: '/:locale/agencies/:id', auth: null });
    expect(await screen.findByText('Home support · Nursing · 1 other service')).toBeTruthy();
    expect(screen.getByText('Online care requests are open for shared-living homes and adult day programs; not yet for homecare agencies.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request care' })).toBeNull();
    unmount();

    await renderWithProviders(<Profile kind="homecare" />, { route: '/en-us/agencies/gone', path: '/:locale/agencies/:id', auth: null });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
