import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AssessmentStatus, Role, type Actor } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Assessment } from '../api';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { AssessmentActions } from './actions';
import { toLocalInput } from './datetime';

const AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';

const assessment = (status: number, overrides: Partial<Assessment> = {}): Assessment => ({
  id: 'a1',
  status,
  version: 3,
  patientId: '6f1d2c3b-0000-4000-8000-000000000001',
  patientName: 'Ada Moreno',
  agencyId: AGENCY,
  agencyName: 'Harbour Homecare',
  careServiceId: 1,
  summary: 'Needs help at home',
  visitAt: null,
  cancelReason: null,
  createdBy: 'family-1',
  createdByName: 'Fran Family',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

const admin: Actor = { id: 'admin-1', roleId: Role.ADMIN, agencyId: null };

const buttonNames = () =>
  screen
    .queryAllByRole('button')
    .map((button) => button.textContent);

const renderActions = (item: Assessment, actor = admin) => renderWithProviders(<AssessmentActions assessment={item} actor={actor} />);

describe('buttons per status', () => {
  it.each([
    [AssessmentStatus.REQUESTED, ['Pend', 'Cancel']],
    [AssessmentStatus.PENDING, ['Schedule', 'Cancel']],
    [AssessmentStatus.SCHEDULED, ['Reschedule', 'Approve', 'Cancel']],
    [AssessmentStatus.APPROVED, ['Activate', 'Cancel']],
    [AssessmentStatus.ACTIVE, ['Complete', 'Cancel']],
    [AssessmentStatus.COMPLETED, []],
    [AssessmentStatus.CANCELLED, []],
  ])('status %i offers %j', async (status, expected) => {
    await renderActions(assessment(status));
    expect(buttonNames()).toEqual(expected);
    if (expected.length === 0) expect(screen.getByText('No further actions: this assessment is closed.')).toBeTruthy();
  });

  it('offers a family member only the cancellation of what they asked for', async () => {
    await renderActions(assessment(AssessmentStatus.PENDING), { id: 'family-1', roleId: Role.USER, agencyId: null });
    expect(buttonNames()).toEqual(['Cancel']);
  });

  it('offers an agency nothing on another agency’s assessment', async () => {
    await renderActions(assessment(AssessmentStatus.PENDING), { id: 'agent-9', roleId: Role.AGENCY, agencyId: 'another-agency' });
    expect(buttonNames()).toEqual([]);
  });

  it('offers an agency agent the full workflow on its own agency’s assessment', async () => {
    await renderActions(assessment(AssessmentStatus.SCHEDULED), { id: 'agent-1', roleId: Role.AGENCY_AGENT, agencyId: AGENCY });
    expect(buttonNames()).toEqual(['Reschedule', 'Approve', 'Cancel']);
  });
});

describe('commands', () => {
  it('approves at once, sending the version on screen as expectedVersion', async () => {
    const calls = stubApi({ 'POST /api/assessments/a1/approve': () => jsonResponse(200, { id: 'a1', version: 4, globalPosition: 10 }) }, vi.stubGlobal);
    await renderActions(assessment(AssessmentStatus.SCHEDULED, { visitAt: '2099-01-01T10:00:00.000Z' }));

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 3 });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says someone else changed the record on 409, and reloads it', async () => {
    const calls = stubApi(
      {
        'POST /api/assessments/a1/approve': () =>
          jsonResponse(409, { message: 'Someone else changed this record.', expectedVersion: 3, actualVersion: 4 }),
      },
      vi.stubGlobal,
    );
    const { queryClient } = await renderActions(assessment(AssessmentStatus.SCHEDULED));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(/Someone else changed this assessment/)).toBeTruthy();
    expect(screen.getByText(/your copy was version 3, it is now version 4/)).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['assessments'] });
    expect(calls).toHaveLength(1);
  });

  it('shows a refused action with the generic message, the reason and the support address', async () => {
    stubApi(
      { 'POST /api/assessments/a1/approve': () => jsonResponse(403, { message: 'Only the agency may approve.' }) },
      vi.stubGlobal,
    );
    await renderActions(assessment(AssessmentStatus.SCHEDULED));

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Request failed with status code 403');
    expect(alert.textContent).toContain('Only the agency may approve.');
    expect(within(alert).getByRole('link', { name: 'support@careledger.example' }).getAttribute('href')).toBe('mailto:support@careledger.example');
  });
});

describe('schedule dialog', () => {
  const openSchedule = async () => {
    const calls = stubApi({ 'POST /api/assessments/a1/schedule': () => jsonResponse(200, { id: 'a1', version: 4, globalPosition: 11 }) }, vi.stubGlobal);
    await renderActions(assessment(AssessmentStatus.PENDING));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog');
    return { calls, dialog, input: within(dialog).getByLabelText(/Visit time/) };
  };

  it('requires a visit time', async () => {
    const { calls, dialog } = await openSchedule();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Enter the date and time of the visit.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('refuses a time in the past', async () => {
    const { calls, dialog, input } = await openSchedule();
    fireEvent.change(input, { target: { value: toLocalInput(new Date(Date.now() - 3_600_000)) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('The visit time must be in the future.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends a future time as an ISO instant with the expected version, then closes', async () => {
    const { calls, dialog, input } = await openSchedule();
    const visit = new Date(Date.now() + 2 * 86_400_000);
    visit.setSeconds(0, 0);
    fireEvent.change(input, { target: { value: toLocalInput(visit) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 3, visitAt: visit.toISOString() });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s field error next to the field', async () => {
    stubApi(
      {
        'POST /api/assessments/a1/schedule': () =>
          jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'visitAt', message: 'must be an ISO-8601 date-time with a time zone' }] }),
      },
      vi.stubGlobal,
    );
    await renderActions(assessment(AssessmentStatus.PENDING));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Visit time/), { target: { value: toLocalInput(new Date(Date.now() + 86_400_000)) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await within(dialog).findByText('must be an ISO-8601 date-time with a time zone')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('prefills the current visit when rescheduling and closes without a call', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    const visitAt = new Date(Date.now() + 86_400_000);
    visitAt.setSeconds(0, 0);
    await renderActions(assessment(AssessmentStatus.SCHEDULED, { visitAt: visitAt.toISOString() }));
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Visit time/).value).toBe(toLocalInput(visitAt));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);
  });
});

describe('cancel dialog', () => {
  it('requires a reason, then sends it trimmed with the expected version', async () => {
    const calls = stubApi({ 'POST /api/assessments/a1/cancel': () => jsonResponse(200, { id: 'a1', version: 4, globalPosition: 12 }) }, vi.stubGlobal);
    await renderActions(assessment(AssessmentStatus.APPROVED));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel assessment' });

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '   ' } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Enter a reason.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  Family moved away ' } });
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 3, reason: 'Family moved away' });
  });
});
