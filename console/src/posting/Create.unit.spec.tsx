import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type Actor } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { CreatePostingDialog, NewPostingButton } from './Create';

const AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const PATIENT = { id: '6f1d2c3b-0000-4000-8000-000000000001', name: 'Rosa Journey', dateOfBirth: null };
const agent: Actor = { id: 'agent-1', roleId: Role.AGENCY_AGENT, agencyId: AGENCY };

const openForm = async (locale?: 'en-US' | 'es-ES', onCreated = vi.fn()) => {
  await renderWithProviders(<CreatePostingDialog open actor={agent} patient={PATIENT} onClose={vi.fn()} onCreated={onCreated} />, locale === undefined ? {} : { locale });
  return screen.findByRole('dialog');
};

const fillSchedule = (dialog: HTMLElement, days: string[], start: string, end: string) => {
  for (const day of days) fireEvent.click(within(dialog).getByLabelText(day));
  fireEvent.change(within(dialog).getByLabelText(/^Shift starts|^Inicio del turno/), { target: { value: start } });
  fireEvent.change(within(dialog).getByLabelText(/^Shift ends|^Fin del turno/), { target: { value: end } });
};

const chooseCareService = async (dialog: HTMLElement, name: string) => {
  const input = within(dialog).getByLabelText(/^Care service|^Servicio de cuidado/);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: name } });
  fireEvent.click(await screen.findByRole('option', { name }));
};

describe('the new posting form', () => {
  it('names each missing field at the field, without calling the server', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create posting' }));
    for (const message of ['Choose the care service.', 'Choose the start date.', 'Choose the end date.', 'Choose at least one day.', 'Enter the time the shift starts.', 'Enter the time the shift ends.']) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(within(dialog).queryByText('Choose the patient the care is for.')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows the schedule in the reader’s clock, 12-hour in en-US', async () => {
    stubApi({}, vi.stubGlobal);
    const english = await openForm();
    fillSchedule(english, ['Mon', 'Wed'], '21:00', '07:30');
    expect(within(english).getByTestId('schedule-preview').textContent).toMatch(/^Mon, Wed · 9:00\sPM–7:30\sAM \(overnight\)$/);
  });

  it('shows the schedule in 24-hour time in es-ES', async () => {
    stubApi({}, vi.stubGlobal);
    const spanish = await openForm('es-ES');
    fillSchedule(spanish, ['lun'], '21:00', '07:30');
    expect(within(spanish).getByTestId('schedule-preview').textContent).toBe('lun · 21:00–7:30 (nocturno)');
  });

  it('sends the posting for the patient it opened with, then opens it', async () => {
    const calls = stubApi({ 'POST /api/postings': () => jsonResponse(201, { id: 'new-1', version: 0, globalPosition: 9 }) }, vi.stubGlobal);
    const onCreated = vi.fn();
    const dialog = await openForm('en-US', onCreated);
    await chooseCareService(dialog, 'Home support');
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: '2027-01-04' } });
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: '2027-02-26' } });
    fillSchedule(dialog, ['Fri', 'Mon'], '09:00', '13:00');
    fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: '  Morning help at home ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create posting' }));
    });
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('new-1'));
    expect(calls[0]?.body).toEqual({
      patientId: PATIENT.id,
      careServiceId: 3,
      schedule: { days: [1, 5], startTime: '09:00', endTime: '13:00' },
      startDate: '2027-01-04',
      endDate: '2027-02-26',
      description: 'Morning help at home',
    });
  });

  it('shows the server’s field errors and a domain refusal of the end date at their fields', async () => {
    let answer = jsonResponse(400, { message: 'Invalid body', errors: [{ path: 'schedule.startTime', message: 'must be a time, HH:MM' }] });
    stubApi({ 'POST /api/postings': () => answer }, vi.stubGlobal);
    const dialog = await openForm();
    await chooseCareService(dialog, 'Home support');
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: '2020-01-04' } });
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: '2020-02-26' } });
    fillSchedule(dialog, ['Tue'], '09:00', '13:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create posting' }));
    expect(await within(dialog).findByText('must be a time, HH:MM')).toBeTruthy();

    answer = jsonResponse(422, { code: 'end_date_in_past', message: 'The end date 2020-02-26 is before today (2026-11-26).' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create posting' }));
    const shown = await within(dialog).findByText('The end date 2020-02-26 is before today (2026-11-26).');
    expect(shown.closest('.MuiFormControl-root')?.querySelector('input')?.name).toBe('endDate');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('the new posting button', () => {
  it('shows for agency staff and an administrator, not for a caregiver or a family', async () => {
    for (const [roleId, agencyId, shown] of [
      [Role.AGENCY, AGENCY, true],
      [Role.ADMIN, null, true],
      [Role.CAREGIVER, AGENCY, false],
      [Role.USER, null, false],
    ] as const) {
      const { unmount } = await renderWithProviders(<NewPostingButton />, { auth: session(roleId, agencyId) });
      expect([roleId, screen.queryByRole('button', { name: 'New posting' }) !== null]).toEqual([roleId, shown]);
      unmount();
    }
  });
});
