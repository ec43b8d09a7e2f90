import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type Actor } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { CreateAssessmentDialog } from './Create';

const PATIENT = '6f1d2c3b-0000-4000-8000-000000000001';
const AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';

const openDialog = async (actor: Actor, onCreated = vi.fn()) => {
  await renderWithProviders(<CreateAssessmentDialog open actor={actor} onClose={vi.fn()} onCreated={onCreated} />);
  return within(await screen.findByRole('dialog'));
};

const patients = {
  'GET /api/patients': () =>
    jsonResponse(200, { data: [{ id: PATIENT, firstName: 'Ada', lastName: 'Moreno', dateOfBirth: '1941-02-04' }], total: 1, page: 1, pageSize: 10 }),
};

/** Types the start of a name and picks the patient the server finds. */
const pickPatient = async (dialog: ReturnType<typeof within>) => {
  fireEvent.change(dialog.getByRole('combobox', { name: /Patient/ }), { target: { value: 'Ada' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Ada Moreno · born Feb 4, 1941' }));
};

describe('CreateAssessmentDialog', () => {
  it('asks for a patient before calling the server, and finds them by name', async () => {
    const calls = stubApi(patients, vi.stubGlobal);
    const dialog = await openDialog({ id: 'admin', roleId: Role.ADMIN, agencyId: null });

    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Choose the patient.')).toBeTruthy();
    fireEvent.change(dialog.getByRole('combobox', { name: /Patient/ }), { target: { value: 'Ada' } });
    await waitFor(() => expect(calls.some((call) => call.url.includes('search=Ada'))).toBe(true));
    fireEvent.click(await screen.findByRole('option', { name: 'Ada Moreno · born Feb 4, 1941' }));
    expect(dialog.getByRole<HTMLInputElement>('combobox', { name: /Patient/ }).value).toBe('Ada Moreno');
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('creates for the agency of an agency user without asking for it', async () => {
    const onCreated = vi.fn();
    const calls = stubApi({ ...patients, 'POST /api/assessments': () => jsonResponse(201, { id: 'new-1', version: 0, globalPosition: 5 }) }, vi.stubGlobal);
    const dialog = await openDialog({ id: 'agent', roleId: Role.AGENCY_AGENT, agencyId: AGENCY }, onCreated);
    expect(dialog.queryByLabelText(/Agency ID/)).toBeNull();

    await pickPatient(dialog);
    fireEvent.change(dialog.getByLabelText(/Summary/), { target: { value: ' Night-time support ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('new-1'));
    const created = calls.find((call) => call.method === 'POST');
    expect(created?.body).toEqual({ patientId: PATIENT, summary: 'Night-time support', agencyId: AGENCY });
    expect(created?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('lets a family member request one, for no agency', async () => {
    const calls = stubApi({ ...patients, 'POST /api/assessments': () => jsonResponse(201, { id: 'new-2', version: 0, globalPosition: 6 }) }, vi.stubGlobal);
    const dialog = await openDialog({ id: 'family', roleId: Role.USER, agencyId: null });
    expect(dialog.getByText(/Your request goes to the care agency/)).toBeTruthy();

    await pickPatient(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ patientId: PATIENT });
  });

  it('shows the field errors of a 400 next to their fields', async () => {
    stubApi(
      {
        ...patients,
        'POST /api/assessments': () =>
          jsonResponse(400, {
            message: 'The request is not valid.',
            errors: [
              { path: 'agencyId', message: 'must be a UUID or null' },
              { path: 'summary', message: 'must be at most 2000 characters' },
            ],
          }),
      },
      vi.stubGlobal,
    );
    const dialog = await openDialog({ id: 'admin', roleId: Role.ADMIN, agencyId: null });
    await pickPatient(dialog);
    fireEvent.change(dialog.getByLabelText(/Summary/), { target: { value: 'x' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await dialog.findByText('must be at most 2000 characters')).toBeTruthy();
    expect(dialog.getByText('must be a UUID or null')).toBeTruthy();
    expect(dialog.queryByRole('alert')).toBeNull();
  });
});
