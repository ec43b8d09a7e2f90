import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Assessment } from '../api';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import AssessmentList from './List';

const row = (id: string, status: number, summary: string): Assessment => ({
  id,
  status,
  version: 1,
  patientId: `${id}-patient-0000-4000-8000-000000000001`,
  patientName: `Patient ${id}`,
  agencyId: null,
  agencyName: null,
  careServiceId: 1,
  summary,
  visitAt: null,
  cancelReason: null,
  createdBy: 'someone',
  createdByName: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-02-03T16:45:00.000Z',
});

const list = (route = '/user/en-us/assessments', roleId: 1 | 9 = Role.ADMIN) =>
  renderWithProviders(<AssessmentList />, { route, path: '/user/:locale/assessments', auth: session(roleId, roleId === Role.ADMIN ? null : 'agency-1') });

describe('AssessmentList', () => {
  it('asks the server for one sorted page and shows its rows', async () => {
    const calls = stubApi(
      {
        'GET /api/assessments': () =>
          jsonResponse(200, { data: [row('aaaaaaaa', 2, 'Evening support'), row('bbbbbbbb', 5, 'Respite')], total: 2, page: 1, pageSize: 25 }),
        'GET /api/assessment-statuses': () => jsonResponse(200, { data: [] }),
      },
      vi.stubGlobal,
    );
    await list();

    const grid = await screen.findByRole('grid', { name: 'Assessments' });
    expect(await within(grid).findByText('Evening support')).toBeTruthy();
    expect(within(grid).getByText('Scheduled')).toBeTruthy();
    expect(within(grid).getByText('Canceled')).toBeTruthy();
    // The patient by name, never by an id.
    expect(within(grid).getByText('Patient aaaaaaaa')).toBeTruthy();
    expect(within(grid).getAllByText('Feb 3, 2026, 4:45 PM')).toHaveLength(2);
    expect(calls.find((call) => call.url.startsWith('/api/assessments?'))?.url).toBe('/api/assessments?page=1&pageSize=25&sort=updatedAt%3Adesc');
  });

  it('opens a row’s detail on click', async () => {
    stubApi(
      {
        'GET /api/assessments': () => jsonResponse(200, { data: [row('aaaaaaaa', 2, 'Evening support')], total: 1, page: 1, pageSize: 25 }),
        'GET /api/assessment-statuses': () => jsonResponse(200, { data: [] }),
      },
      vi.stubGlobal,
    );
    await list('/user/en-us/assessments?status=2');

    fireEvent.click(await screen.findByText('Evening support'));
    expect(screen.getByTestId('location').textContent).toBe('/user/en-us/assessments/aaaaaaaa');
  });

  it('filters by status through the URL and the server', async () => {
    const calls = stubApi(
      {
        'GET /api/assessments': () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 25 }),
        'GET /api/assessment-statuses': () => jsonResponse(200, { data: [] }),
      },
      vi.stubGlobal,
    );
    await list('/user/en-us/assessments?page=3');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Approved' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/assessments?status=3'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/assessments?page=1&pageSize=25&sort=updatedAt%3Adesc&status=3')).toBe(true));
    expect(await screen.findByText('No assessments with this status')).toBeTruthy();
  });

  it('has a friendly empty state, and no create button for a caregiver', async () => {
    stubApi(
      {
        'GET /api/assessments': () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 25 }),
        'GET /api/assessment-statuses': () => jsonResponse(200, { data: [] }),
      },
      vi.stubGlobal,
    );
    await list('/user/en-us/assessments', Role.CAREGIVER);

    expect(await screen.findByText('No assessments yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New assessment' })).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    stubApi(
      {
        'GET /api/assessments': () => jsonResponse(503, { message: 'The read model is catching up.' }),
        'GET /api/assessment-statuses': () => jsonResponse(200, { data: [] }),
      },
      vi.stubGlobal,
    );
    await list();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Request failed with status code 503');
    expect(alert.textContent).toContain('The read model is catching up.');
  });
});
