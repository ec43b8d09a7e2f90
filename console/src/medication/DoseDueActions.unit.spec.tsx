import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type Actor } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi, type RecordedCall } from '../test/render';
import { CAREGIVER_ID, PATIENT_ID, administration, doseDue } from './medication.fixtures';
import { DoseDueActions } from './DoseDueActions';

const RECORD = `POST /api/patients/${PATIENT_ID}/medication-administrations`;
const caregiver: Actor = { id: CAREGIVER_ID, roleId: Role.CAREGIVER, agencyId: 'agency-1', partnerId: null };
const family: Actor = { id: 'family-1', roleId: Role.USER, agencyId: null, partnerId: null };
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

const renderActions = (dose = doseDue(), actor = caregiver, onRecorded = vi.fn()) =>
  renderWithProviders(<DoseDueActions dose={dose} actor={actor} onRecorded={onRecorded} />, { auth: session(actor.roleId, actor.agencyId ?? null, actor.id) });

describe('the actions on a dose due', () => {
  it('records the dose given now in one click, for the order’s medication, dose and time', async () => {
    const calls = stubApi({ [RECORD]: () => jsonResponse(201, { id: 'new', version: 0, globalPosition: 5 }) }, vi.stubGlobal);
    const onRecorded = vi.fn();
    await renderActions(doseDue(), caregiver, onRecorded);
    const before = Date.now();
    await act(async () => {
      fireEvent.click(within(screen.getByRole('group', { name: /Metoprolol 25 mg due at 8:00/ })).getByRole('button', { name: 'Given' }));
    });
    await waitFor(() => expect(onRecorded).toHaveBeenCalledWith('Dose recorded as given.'));
    const body = posts(calls)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ medicationName: 'Metoprolol', dose: '25 mg', scheduledAt: '2026-03-10T08:00:00.000Z', status: 1, reasonId: null, comment: null });
    expect(Date.parse(String(body.administeredAt))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('opens “Record a dose” on the dose, not given, asking why', async () => {
    const calls = stubApi({ [RECORD]: () => jsonResponse(201, { id: 'new', version: 0, globalPosition: 5 }) }, vi.stubGlobal);
    const onRecorded = vi.fn();
    await renderActions(doseDue(), caregiver, onRecorded);
    fireEvent.click(screen.getByRole('button', { name: 'Not given…' }));
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByText('Record a dose')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>(/^Medication/).value).toBe('Metoprolol');
    expect(within(form).getByLabelText<HTMLInputElement>(/^Dose/).value).toBe('25 mg');
    expect(new Date(within(form).getByLabelText<HTMLInputElement>(/Scheduled for/).value).toISOString()).toBe('2026-03-10T08:00:00.000Z');
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Reason not given/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Patient refused' }));
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Record' }));
    });
    await waitFor(() => expect(onRecorded).toHaveBeenCalledWith('Dose recorded.'));
    expect(posts(calls)[0]?.body).toEqual({ medicationName: 'Metoprolol', dose: '25 mg', scheduledAt: '2026-03-10T08:00:00.000Z', status: 2, reasonId: 2, comment: null, administeredAt: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the outcome of a dose already recorded, and no buttons to those who do not record doses', async () => {
    stubApi({}, vi.stubGlobal);
    await renderActions(doseDue({ administration: administration() }));
    expect(screen.getByText('Not given')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a family member nothing to press', async () => {
    stubApi({}, vi.stubGlobal);
    await renderActions(doseDue(), family);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
