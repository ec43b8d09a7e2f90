import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { PatientSummary } from '../api';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import PatientList from './List';

const row = (id: string, firstName: string, lastName: string, overrides: Partial<PatientSummary> = {}): PatientSummary => ({
  id,
  firstName,
  lastName,
  dateOfBirth: '1941-03-09',
  agencyId: null,
  agencyName: null,
  partnerId: null,
  createdBy: 'someone',
  createdByName: null,
  careTeam: ['cg-1', 'cg-2'],
  careTeamNames: [null, null],
  careCoordinatorId: null,
  careCoordinatorName: null,
  ambulatoryLevel: 2,
  payerId: null,
  diagnosisIds: [],
  languageIds: [],
  version: 3,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-02-03T16:45:00.000Z',
  ...overrides,
});

const page = (rows: PatientSummary[], total = rows.length) => jsonResponse(200, { data: rows, total, page: 1, pageSize: 25 });

const list = (route = '/user/en-us/patients', locale: 'en-US' | 'es-ES' = 'en-US') =>
  renderWithProviders(<PatientList />, { route, path: '/user/:locale/patients', auth: session(Role.AGENCY_AGENT, 'agency-1'), locale });

const listCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/patients')).map((call) => call.url);

// The first render loads the grid and every namespace: slow on a busy CI machine.
describe('PatientList', () => {
  it('asks the server for one page sorted by last name and shows its rows, dates per locale', async () => {
    const calls = stubApi({ 'GET /api/patients': () => page([row('p1', 'Ada', 'Lovelace'), row('p2', 'Alan', 'Turing', { dateOfBirth: null, ambulatoryLevel: null })]) }, vi.stubGlobal);
    await list();

    const grid = await screen.findByRole('grid', { name: 'Patients' });
    expect(await within(grid).findByText('Lovelace, Ada')).toBeTruthy();
    expect(within(grid).getByText('Turing, Alan')).toBeTruthy();
    expect(within(grid).getByText('Mar 9, 1941')).toBeTruthy();
    expect(within(grid).getByText('Semi-ambulatory')).toBeTruthy();
    expect(listCalls(calls)[0]).toBe('/api/patients?page=1&pageSize=25&sort=lastName%3Aasc');
  });

  it('writes dates and levels in Spanish for es-ES', async () => {
    stubApi({ 'GET /api/patients': () => page([row('p1', 'Ada', 'Lovelace')]) }, vi.stubGlobal);
    await list('/user/es-es/patients', 'es-ES');
    const grid = await screen.findByRole('grid', { name: 'Pacientes' });
    expect(await within(grid).findByText('9 mar 1941')).toBeTruthy();
    expect(within(grid).getByText('Semiautónomo')).toBeTruthy();
  });

  it('searches by name on the server once typing pauses, from page 1', async () => {
    const calls = stubApi({ 'GET /api/patients': () => page([]) }, vi.stubGlobal);
    await list('/user/en-us/patients?page=3');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: '  love ada ' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/patients?search=love+ada'));
    await waitFor(() => expect(listCalls(calls)).toContain('/api/patients?page=1&pageSize=25&sort=lastName%3Aasc&search=love+ada'));
    expect(await screen.findByText('No patient matches “love ada”')).toBeTruthy();
  });

  it('sorts on the server when a column header is chosen', async () => {
    const calls = stubApi({ 'GET /api/patients': () => page([row('p1', 'Ada', 'Lovelace')]) }, vi.stubGlobal);
    await list();
    await screen.findByText('Lovelace, Ada');

    await act(async () => {
      fireEvent.click(screen.getByRole('columnheader', { name: /Updated/ }));
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/patients?sort=updatedAt%3Aasc'));
    await waitFor(() => expect(listCalls(calls)).toContain('/api/patients?page=1&pageSize=25&sort=updatedAt%3Aasc'));
  });

  it('opens a patient on click', async () => {
    stubApi({ 'GET /api/patients': () => page([row('p1', 'Ada', 'Lovelace')]) }, vi.stubGlobal);
    await list();

    fireEvent.click(await screen.findByText('Lovelace, Ada'));
    expect(screen.getByTestId('location').textContent).toBe('/user/en-us/patients/p1');
  });

  it('opens a patient with Enter on a focused cell', async () => {
    stubApi({ 'GET /api/patients': () => page([row('p2', 'Alan', 'Turing')]) }, vi.stubGlobal);
    await list();

    const cell = (await screen.findByText('Turing, Alan')).closest('[role="gridcell"]');
    if (cell === null) throw new Error('no grid cell');
    fireEvent.keyDown(cell, { key: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe('/user/en-us/patients/p2');
  });

  it('has a friendly empty state', async () => {
    stubApi({ 'GET /api/patients': () => page([]) }, vi.stubGlobal);
    await list();
    expect(await screen.findByText('No patients yet')).toBeTruthy();
  });

  it('shows a refused search with the server’s message and the support address', async () => {
    stubApi(
      { 'GET /api/patients': () => jsonResponse(400, { message: 'The query parameters are not valid.', errors: [{ path: 'search', message: 'must be a text of at most 100 characters' }] }) },
      vi.stubGlobal,
    );
    await list('/user/en-us/patients?search=x');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Request failed with status code 400');
    expect(alert.textContent).toContain('The query parameters are not valid.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
