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

describe('CreateAssessmentDialog', () => {
  it('checks the patient id before calling the server', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    const dialog = await openDialog({ id: 'admin', roleId: Role.ADMIN, agencyId: null });

    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Enter the patient ID.')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/Patient ID/), { target: { value: 'patient 7' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText(/Enter an ID like/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('creates for the agency of an agency user without asking for it', async () => {
    const onCreated = vi.fn();
    const calls = stubApi({ 'POST /api/assessments': () => jsonResponse(201, { id: 'new-1', version: 0, globalPosition: 5 }) }, vi.stubGlobal);
    const dialog = await openDialog({ id: 'agent', roleId: Role.AGENCY_AGENT, agencyId: AGENCY }, onCreated);
    expect(dialog.queryByLabelText(/Agency ID/)).toBeNull();

    fireEvent.change(dialog.getByLabelText(/Patient ID/), { target: { value: PATIENT } });
    fireEvent.change(dialog.getByLabelText(/Summary/), { target: { value: ' Night-time support ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('new-1'));
    expect(calls[0]?.body).toEqual({ patientId: PATIENT, summary: 'Night-time support', agencyId: AGENCY });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('lets a family member request one, for no agency', async () => {
    const calls = stubApi({ 'POST /api/assessments': () => jsonResponse(201, { id: 'new-2', version: 0, globalPosition: 6 }) }, vi.stubGlobal);
    const dialog = await openDialog({ id: 'family', roleId: Role.USER, agencyId: null });
    expect(dialog.getByText(/Your request goes to the care agency/)).toBeTruthy();

    fireEvent.change(dialog.getByLabelText(/Patient ID/), { target: { value: PATIENT } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ patientId: PATIENT });
  });

  it('shows the field errors of a 400 next to their fields', async () => {
    stubApi(
      {
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
    fireEvent.change(dialog.getByLabelText(/Patient ID/), { target: { value: PATIENT } });
    fireEvent.change(dialog.getByLabelText(/Summary/), { target: { value: 'x' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await dialog.findByText('must be at most 2000 characters')).toBeTruthy();
    expect(dialog.getByText('must be a UUID or null')).toBeTruthy();
    expect(dialog.queryByRole('alert')).toBeNull();
  });
});
