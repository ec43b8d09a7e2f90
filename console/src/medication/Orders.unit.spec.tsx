import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type Actor } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi, type RecordedCall } from '../test/render';
import { CAREGIVER_ID, ORDER_ID, PATIENT_ID, medicationOrder, patient } from './medication.fixtures';
import { MedicationOrders } from './Orders';

const LIST = `GET /api/patients/${PATIENT_ID}/medication-orders`;
const CREATE = `POST /api/patients/${PATIENT_ID}/medication-orders`;
const CHANGE = `POST /api/medication-orders/${ORDER_ID}/change`;
const DISCONTINUE = `POST /api/medication-orders/${ORDER_ID}/discontinue`;
const agency: Actor = { id: 'agency-user', roleId: Role.AGENCY, agencyId: 'agency-1', partnerId: null };
const caregiver: Actor = { id: CAREGIVER_ID, roleId: Role.CAREGIVER, agencyId: 'agency-1', partnerId: null };
const pageOf = (...rows: ReturnType<typeof medicationOrder>[]) => jsonResponse(200, { data: rows, total: rows.length, page: 1, pageSize: 100 });
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

const renderOrders = async (actor = agency) => {
  await renderWithProviders(<MedicationOrders patient={patient()} actor={actor} />, { auth: session(actor.roleId, actor.agencyId ?? null, actor.id) });
  return screen.findByRole('list', { name: 'Medication orders of the patient' });
};

// Dialogs and selects under jsdom: seconds each on a machine shared with other runs.
describe('the medication orders of a patient', () => {
  it('lists each order with its route, times, period and status; a caregiver reads them without buttons', async () => {
    stubApi({ [LIST]: () => pageOf(medicationOrder(), medicationOrder({ id: 'other', drug: 'Warfarin', status: 'discontinued', discontinuedReason: 'INR too high' })) }, vi.stubGlobal);
    const list = await renderOrders(caregiver);
    expect(within(list).getByText('Metoprolol 25 mg · Oral')).toBeTruthy();
    expect(within(list).getByText(/8:00\s?AM, 8:00\s?PM · from Mar 1, 2026 · With food/)).toBeTruthy();
    expect(within(list).getByText('Active')).toBeTruthy();
    expect(within(list).getByText('Discontinued: INR too high')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add an order' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change/ })).toBeNull();
  });

  it('shows nothing to someone who may not read the patient’s medications', async () => {
    const calls = stubApi({ [LIST]: () => pageOf(medicationOrder()) }, vi.stubGlobal);
    const stranger = { ...caregiver, id: 'someone-else' };
    await renderWithProviders(<MedicationOrders patient={patient()} actor={stranger} />, { auth: session(Role.CAREGIVER, 'agency-1', 'someone-else') });
    expect(screen.queryByRole('heading', { name: 'Medication orders' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('adds an order: required fields named before sending, times sorted, the server’s field errors at the field', async () => {
    let answer = jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'dose', message: 'must be at most 100 characters' }] });
    const calls = stubApi({ [LIST]: () => pageOf(), [CREATE]: () => answer }, vi.stubGlobal);
    await renderWithProviders(<MedicationOrders patient={patient()} actor={agency} />, { auth: session(Role.AGENCY, 'agency-1', 'agency-user') });
    expect(await screen.findByText('No medication is ordered for this patient.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add an order' }));
    const form = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Add order' }));
    });
    for (const message of ['Name the medication.', 'State the dose.', 'Choose how the dose is taken.', 'Enter 1 to 8 times as HH:MM (24-hour), separated by commas.', 'Enter the first day of the order.']) {
      expect(within(form).getByText(message)).toBeTruthy();
    }
    expect(posts(calls)).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/Medication/), { target: { value: ' Donepezil ' } });
    fireEvent.change(within(form).getByLabelText(/Dose/), { target: { value: '5 mg' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Route/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Oral' }));
    fireEvent.change(within(form).getByLabelText(/Times of day/), { target: { value: '21:00, 8:00' } });
    fireEvent.change(within(form).getByLabelText(/Start date/), { target: { value: '2026-03-10' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Add order' }));
    });
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ drug: 'Donepezil', dose: '5 mg', routeId: 1, timesOfDay: ['08:00', '21:00'], startDate: '2026-03-10', endDate: null, instructions: null });
    expect(await within(form).findByText('must be at most 100 characters')).toBeTruthy();

    answer = jsonResponse(201, { id: 'new-order', version: 0, globalPosition: 9 });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Add order' }));
    });
    expect(await screen.findByText('Order added.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('changes only what differs, with the version on screen', async () => {
    let changed = false;
    const calls = stubApi(
      {
        [LIST]: () => pageOf(changed ? medicationOrder({ dose: '50 mg', version: 1, changes: 1 }) : medicationOrder()),
        [CHANGE]: () => {
          changed = true;
          return jsonResponse(200, { id: ORDER_ID, version: 1, globalPosition: 10 });
        },
      },
      vi.stubGlobal,
    );
    const list = await renderOrders();
    fireEvent.click(within(list).getByRole('button', { name: 'Change Metoprolol' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByText('Change the order')).toBeTruthy();
    expect(within(form).queryByLabelText(/Medication/)).toBeNull();
    fireEvent.change(within(form).getByLabelText(/Dose/), { target: { value: '50 mg' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(posts(calls)[0]?.body).toEqual({ expectedVersion: 0, dose: '50 mg' }));
    expect(await screen.findByText('Order changed.')).toBeTruthy();
    expect(await screen.findByText('Metoprolol 50 mg · Oral')).toBeTruthy();
  });

  it('discontinues with a required reason, and says so when someone changed the order meanwhile', async () => {
    const calls = stubApi(
      { [LIST]: () => pageOf(medicationOrder()), [DISCONTINUE]: () => jsonResponse(409, { message: 'Version conflict', expectedVersion: 0, actualVersion: 1 }) },
      vi.stubGlobal,
    );
    const list = await renderOrders();
    fireEvent.click(within(list).getByRole('button', { name: 'Discontinue Metoprolol' }));
    const form = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Discontinue order' }));
    });
    expect(within(form).getByText('Say why the order is discontinued.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Why discontinue it/), { target: { value: 'Stopped by the physician' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Discontinue order' }));
    });
    await waitFor(() => expect(posts(calls)[0]?.body).toEqual({ expectedVersion: 0, reason: 'Stopped by the physician' }));
    expect(await screen.findByText(/Someone changed this order meanwhile \(version 0 expected, 1 found\)/)).toBeTruthy();
  });
});
