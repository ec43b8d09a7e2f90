import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { CAREGIVER_ID, PATIENT_ID, RECORD_ID, administration, patient } from './medication.fixtures';
import { PatientMedications } from './PatientMedications';

const LIST = `GET /api/patients/${PATIENT_ID}/medications`;
const CORRECT = `POST /api/medication-administrations/${RECORD_ID}/correct`;
const VOID = `POST /api/medication-administrations/${RECORD_ID}/void`;
const caregiver = { id: CAREGIVER_ID, roleId: Role.CAREGIVER, agencyId: null, partnerId: null };
const pageOf = (...rows: ReturnType<typeof administration>[]) => jsonResponse(200, { data: rows, total: rows.length, page: 1, pageSize: 10 });

const openRecord = async (route = '/') => {
  await renderWithProviders(<PatientMedications patient={patient()} actor={caregiver} />, { route, auth: session(Role.CAREGIVER, null, CAREGIVER_ID) });
  const grid = await screen.findByRole('grid', { name: 'Medications' });
  fireEvent.click(await within(grid).findByText('Metoprolol'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Dose of Metoprolol')).toBeTruthy();
  return dialog;
};

// A data grid, dialogs and selects under jsdom: seconds each on a machine shared with other runs.
describe('a medication record', () => {
  it('lists the doses with their outcome and asks the server for the filters in the URL', async () => {
    const calls = stubApi({ [LIST]: () => pageOf(administration({ comment: 'Refused at breakfast' })) }, vi.stubGlobal);
    await renderWithProviders(<PatientMedications patient={patient()} actor={caregiver} />, { route: '/?medStatus=2&medFrom=2026-03-01', auth: session(Role.CAREGIVER, null, CAREGIVER_ID) });
    const grid = await screen.findByRole('grid', { name: 'Medications' });
    expect(await within(grid).findByText('Not given')).toBeTruthy();
    expect(within(grid).getByText('Patient refused')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(`/api/patients/${PATIENT_ID}/medications?page=1&pageSize=10&sort=scheduledAt%3Adesc&status=2&from=2026-03-01`);
  });

  it('corrects the outcome with the version on screen, then shows the list as of that command', async () => {
    let corrected = false;
    const calls = stubApi(
      {
        [LIST]: () => pageOf(corrected ? administration({ status: 3, reasonId: null, version: 1, corrections: 1 }) : administration()),
        [CORRECT]: () => {
          corrected = true;
          return jsonResponse(200, { id: RECORD_ID, version: 1, globalPosition: 77 });
        },
      },
      vi.stubGlobal,
    );
    const dialog = await openRecord();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Correct' }));
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByText('Correct the outcome')).toBeTruthy();
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Outcome/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Held' }));
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save correction' }));
    });
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expectedVersion: 0, status: 3, reasonId: null, comment: null, administeredAt: null });
    expect(await screen.findByText('Correction saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Read-your-writes: the refetch waits for the projection to reach the command's position.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').at(-1)?.headers.get('X-Min-Position')).toBe('77'));
    expect(await within(await screen.findByRole('grid', { name: 'Medications' })).findByText('Held')).toBeTruthy();
  });

  it('voids with a required reason, and a voided record offers no more changes', async () => {
    let voided = false;
    const calls = stubApi(
      {
        [LIST]: () => pageOf(administration(voided ? { voided: true, voidReason: 'Wrong patient', version: 1 } : {})),
        [VOID]: () => {
          voided = true;
          return jsonResponse(200, { id: RECORD_ID, version: 1, globalPosition: 78 });
        },
      },
      vi.stubGlobal,
    );
    const dialog = await openRecord();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByText('Void this record')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Void record' }));
    });
    expect(within(form).getByText('Say why this record is voided.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Why void it/), { target: { value: ' Wrong patient ' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Void record' }));
    });
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expectedVersion: 0, reason: 'Wrong patient' }));
    expect(await screen.findByText('Record voided.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const grid = await screen.findByRole('grid', { name: 'Medications' });
    expect(await within(grid).findByText('Voided')).toBeTruthy();
    fireEvent.click(within(grid).getByText('Metoprolol'));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByText('Voided: Wrong patient')).toBeTruthy();
    expect(within(reopened).queryByRole('button', { name: 'Correct' })).toBeNull();
    expect(within(reopened).queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('says so when someone else changed the record meanwhile', async () => {
    stubApi(
      {
        [LIST]: () => pageOf(administration()),
        [VOID]: () => jsonResponse(409, { message: 'Version conflict', expectedVersion: 0, actualVersion: 2 }),
      },
      vi.stubGlobal,
    );
    const dialog = await openRecord();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByText('Void this record')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Why void it/), { target: { value: 'Duplicate' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Void record' }));
    });
    expect(await screen.findByText(/Someone changed this record meanwhile \(version 0 expected, 2 found\)/)).toBeTruthy();
  });
});
