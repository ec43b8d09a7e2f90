import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { CAREGIVER_ID, PATIENT_ID, patient } from './medication.fixtures';
import { PatientMedications } from './PatientMedications';

const RECORD = `POST /api/patients/${PATIENT_ID}/medication-administrations`;
const LIST = `GET /api/patients/${PATIENT_ID}/medications`;
const emptyPage = () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 10 });
const caregiver = { id: CAREGIVER_ID, roleId: Role.CAREGIVER, agencyId: null, partnerId: null };

const openRecordDialog = async () => {
  await renderWithProviders(<PatientMedications patient={patient()} actor={caregiver} />, { auth: session(Role.CAREGIVER, null, CAREGIVER_ID) });
  fireEvent.click(await screen.findByRole('button', { name: 'Record a dose' }));
  return screen.findByRole('dialog');
};

const choose = async (dialog: HTMLElement, field: RegExp, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: field }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const fillDose = (dialog: HTMLElement) => {
  fireEvent.change(within(dialog).getByLabelText(/Medication/), { target: { value: ' Metoprolol ' } });
  fireEvent.change(within(dialog).getByLabelText(/Dose/), { target: { value: '25 mg' } });
  fireEvent.change(within(dialog).getByLabelText(/Scheduled for/), { target: { value: '2026-03-10T08:00' } });
};

const submit = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
  });
};

// Dialogs and selects under jsdom: seconds each on a machine shared with other runs.
describe('recording a dose', () => {
  it('names every empty required field and sends nothing', async () => {
    const calls = stubApi({ [LIST]: emptyPage }, vi.stubGlobal);
    const dialog = await openRecordDialog();
    fireEvent.change(within(dialog).getByLabelText(/Scheduled for/), { target: { value: '' } });
    await submit(dialog);
    expect(within(dialog).getByText('Name the medication.')).toBeTruthy();
    expect(within(dialog).getByText('State the dose.')).toBeTruthy();
    expect(within(dialog).getByText('Enter when the dose was due.')).toBeTruthy();
    expect(within(dialog).getByText('Choose what happened to the dose.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('asks for a reason only when the dose was not given, and requires it then', async () => {
    const calls = stubApi({ [LIST]: emptyPage }, vi.stubGlobal);
    const dialog = await openRecordDialog();
    fillDose(dialog);
    await choose(dialog, /Outcome/, 'Held');
    expect(within(dialog).queryByRole('combobox', { name: /Reason not given/ })).toBeNull();
    await choose(dialog, /Outcome/, 'Not given');
    expect(within(dialog).getByRole('combobox', { name: /Reason not given/ })).toBeTruthy();
    await submit(dialog);
    expect(within(dialog).getByText('Choose why the dose was not given.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('requires a comment for a missed dose but not for a refusal', async () => {
    const calls = stubApi({ [LIST]: emptyPage, [RECORD]: () => jsonResponse(201, { id: 'new', version: 0, globalPosition: 40 }) }, vi.stubGlobal);
    const dialog = await openRecordDialog();
    fillDose(dialog);
    await choose(dialog, /Outcome/, 'Not given');
    await choose(dialog, /Reason not given/, 'Missed dose');
    const comment = within(dialog).getByLabelText<HTMLTextAreaElement>(/Comment/);
    expect(comment.required).toBe(true);
    await submit(dialog);
    expect(within(dialog).getByText('A comment is required for “Missed dose”: say what happened.')).toBeTruthy();
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await choose(dialog, /Reason not given/, 'Patient refused');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(/Comment/).required).toBe(false);
    await submit(dialog);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      medicationName: 'Metoprolol',
      dose: '25 mg',
      scheduledAt: new Date('2026-03-10T08:00').toISOString(),
      status: 2,
      reasonId: 2,
      comment: null,
      administeredAt: null,
    });
    expect(await screen.findByText('Dose recorded.')).toBeTruthy();
  });

  it('requires the time a given dose was given, never in the future, and sends no reason with it', async () => {
    const calls = stubApi({ [LIST]: emptyPage, [RECORD]: () => jsonResponse(201, { id: 'new', version: 0, globalPosition: 41 }) }, vi.stubGlobal);
    const dialog = await openRecordDialog();
    fillDose(dialog);
    await choose(dialog, /Outcome/, 'Administered');
    const givenAt = within(dialog).getByLabelText(/Given at/);
    fireEvent.change(givenAt, { target: { value: '' } });
    await submit(dialog);
    expect(within(dialog).getByText('Enter when the dose was given.')).toBeTruthy();
    fireEvent.change(givenAt, { target: { value: '2999-01-01T08:00' } });
    await submit(dialog);
    expect(within(dialog).getByText('A dose cannot be given in the future.')).toBeTruthy();
    fireEvent.change(givenAt, { target: { value: '2026-03-10T08:10' } });
    await submit(dialog);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ status: 1, reasonId: null, administeredAt: new Date('2026-03-10T08:10').toISOString() });
  });

  it("shows the server's field error under the field it concerns and keeps the dialog open", async () => {
    stubApi(
      {
        [LIST]: emptyPage,
        [RECORD]: () => jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'dose', message: 'must be at most 100 characters' }] }),
      },
      vi.stubGlobal,
    );
    const dialog = await openRecordDialog();
    fillDose(dialog);
    await choose(dialog, /Outcome/, 'Leave of absence');
    await submit(dialog);
    const dose = within(dialog).getByLabelText(/Dose/);
    await waitFor(() => expect(dose.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(/must be at most 100 characters/)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers no recording to a reader who may not record doses', async () => {
    stubApi({ [LIST]: emptyPage }, vi.stubGlobal);
    const family = { id: 'family-1', roleId: Role.USER, agencyId: null, partnerId: null };
    await renderWithProviders(<PatientMedications patient={patient({ createdBy: 'family-1' })} actor={family} />, { auth: session(Role.USER, null, 'family-1') });
    expect(await screen.findByText('No medication records')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record a dose' })).toBeNull();
  });
});
