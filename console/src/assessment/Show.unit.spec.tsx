import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Assessment } from '../api';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import AssessmentShow from './Show';

const ID = '11111111-2222-4333-8444-555555555555';

const row = (overrides: Partial<Assessment> = {}): Assessment => ({
  id: ID,
  status: 2,
  version: 2,
  patientId: '6f1d2c3b-0000-4000-8000-000000000001',
  patientName: 'Ada Moreno',
  agencyId: null,
  agencyName: null,
  careServiceId: 4,
  summary: 'Wound care after surgery',
  visitAt: '2099-05-01T09:00:00.000Z',
  cancelReason: null,
  createdBy: 'user-1',
  createdByName: 'Ana Admin',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

const statuses = {
  data: [
    { id: 1, key: 'PENDING', label: 'Pending' },
    { id: 2, key: 'SCHEDULED', label: 'Scheduled' },
    { id: 3, key: 'APPROVED', label: 'Approved' },
    { id: 7, key: 'REQUESTED', label: 'Requested' },
  ],
};

const show = (route = `/user/en-us/assessments/${ID}`) =>
  renderWithProviders(<AssessmentShow />, { route, path: '/user/:locale/assessments/:id', auth: session(Role.ADMIN) });

describe('AssessmentShow', () => {
  it('shows the fields, the status chip, the actions and the history', async () => {
    stubApi(
      {
        [`GET /api/assessments/${ID}`]: () => jsonResponse(200, row()),
        [`GET /api/assessments/${ID}/history`]: () => jsonResponse(200, { data: [] }),
        'GET /api/assessment-statuses': () => jsonResponse(200, statuses),
      },
      vi.stubGlobal,
    );
    await show();

    expect((await screen.findByTestId('assessment-status')).textContent).toBe('Scheduled');
    expect(screen.getByRole('heading', { name: 'Assessment — Ada Moreno, Nursing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ada Moreno' }).getAttribute('href')).toBe('/user/en-us/patients/6f1d2c3b-0000-4000-8000-000000000001');
    expect(screen.getByText('Wound care after surgery')).toBeTruthy();
    expect(screen.getByText('Nursing')).toBeTruthy();
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(await screen.findByText('No events recorded yet.')).toBeTruthy();
  });

  it('reads its own write: the refetch after a command waits for that command’s position', async () => {
    let version = 2;
    const calls = stubApi(
      {
        [`GET /api/assessments/${ID}`]: () => jsonResponse(200, row(version === 2 ? {} : { status: 3, version })),
        [`GET /api/assessments/${ID}/history`]: () => jsonResponse(200, { data: [] }),
        'GET /api/assessment-statuses': () => jsonResponse(200, statuses),
        [`POST /api/assessments/${ID}/approve`]: () => {
          version = 3;
          return jsonResponse(200, { id: ID, version: 3, globalPosition: 77 });
        },
      },
      vi.stubGlobal,
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.getByTestId('assessment-status').textContent).toBe('Approved'));
    const refetch = calls.filter((call) => call.method === 'GET' && call.url === `/api/assessments/${ID}`).at(-1);
    expect(refetch?.headers.get('X-Min-Position')).toBe('77');
    expect(screen.getByText('Version 3')).toBeTruthy();
  });

  it('shows the state as of an instant, read-only', async () => {
    const calls = stubApi(
      {
        [`GET /api/assessments/${ID}`]: (call) =>
          jsonResponse(200, call.url.includes('asOf=') ? row({ status: 7, version: 0, visitAt: null }) : row()),
        [`GET /api/assessments/${ID}/history`]: () => jsonResponse(200, { data: [] }),
        'GET /api/assessment-statuses': () => jsonResponse(200, statuses),
      },
      vi.stubGlobal,
    );
    await show(`/user/en-us/assessments/${ID}?asOf=2026-01-01T12:00:00.000Z`);

    await waitFor(() => expect(screen.getByTestId('assessment-status').textContent).toBe('Requested'));
    expect(screen.getByText(/Showing this assessment as it was on Jan 1, 2026, 12:00 PM/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(calls.some((call) => call.url === `/api/assessments/${ID}?asOf=2026-01-01T12%3A00%3A00.000Z`)).toBe(true);

    fireEvent.click(screen.getAllByRole('button', { name: 'Back to current state' })[0]!);
    await waitFor(() => expect(screen.getByTestId('assessment-status').textContent).toBe('Scheduled'));
    expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/assessments/${ID}`);
  });

  it('picks an instant with the as-of control, refusing one in the future', async () => {
    stubApi(
      {
        [`GET /api/assessments/${ID}`]: (call) => (call.url.includes('asOf=') ? jsonResponse(404, { message: 'Not yet.' }) : jsonResponse(200, row())),
        [`GET /api/assessments/${ID}/history`]: () => jsonResponse(200, { data: [] }),
        'GET /api/assessment-statuses': () => jsonResponse(200, statuses),
      },
      vi.stubGlobal,
    );
    await show();
    const input = await screen.findByLabelText('As of');

    fireEvent.change(input, { target: { value: '2999-01-01T00:00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show state' }));
    expect(await screen.findByText('Choose a moment in the past.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2025-06-01T08:30:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show state' }));
    expect(await screen.findByText('This assessment did not exist yet at that moment.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/assessments/${ID}?asOf=2025-06-01T08%3A30%3A00.000Z`);
    expect(screen.queryByTestId('assessment-status')).toBeNull();
  });

  it('shows the shifts to those who plan them, and asks nothing of a family that may not', async () => {
    const routes = {
      [`GET /api/assessments/${ID}`]: () => jsonResponse(200, row({ status: 3 })),
      [`GET /api/assessments/${ID}/history`]: () => jsonResponse(200, { data: [] }),
      'GET /api/assessment-statuses': () => jsonResponse(200, statuses),
      [`GET /api/agency/assessments/${ID}/shifts`]: () =>
        jsonResponse(200, { assessmentId: ID, version: 2, data: [{ shiftId: 'd1d1d1d1-0000-4000-8000-000000000001', startsAt: '2026-06-01T08:00:00.000Z', endsAt: '2026-06-01T16:00:00.000Z', caregiverId: null, caregiverName: null, status: 'planned', cancelReason: null, createdAt: '2026-05-01T00:00:00.000Z', updatedAt: '2026-05-01T00:00:00.000Z' }] }),
    };
    stubApi(routes, vi.stubGlobal);
    const first = await show();
    const section = (await screen.findByRole('heading', { name: 'Shifts' })).closest('section') as HTMLElement;
    expect(await within(section).findByText('Jun 1, 2026, 8:00 AM')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Add shift' })).toBeTruthy();
    first.unmount();

    const calls = stubApi(routes, vi.stubGlobal);
    await renderWithProviders(<AssessmentShow />, { route: `/user/en-us/assessments/${ID}`, path: '/user/:locale/assessments/:id', auth: session(Role.USER) });
    await screen.findByTestId('assessment-status');
    expect(screen.queryByRole('heading', { name: 'Shifts' })).toBeNull();
    expect(calls.some((call) => call.url.includes('/shifts'))).toBe(false);
  });

  it('says when the assessment does not exist', async () => {
    stubApi(
      {
        [`GET /api/assessments/${ID}`]: () => jsonResponse(404, { message: 'The assessment does not exist.' }),
        'GET /api/assessment-statuses': () => jsonResponse(200, statuses),
      },
      vi.stubGlobal,
    );
    await show();
    expect(await screen.findByText('This assessment does not exist, or you do not have access to it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All assessments' }).getAttribute('href')).toBe('/user/en-us/assessments');
  });
});
