import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type Actor } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { CreateReferralDialog, NewReferralButton } from './Create';

const PARTNER = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
const PATIENT = { id: '6f1d2c3b-0000-4000-8000-000000000001', name: 'Rosa Journey', dateOfBirth: null };
const partner: Actor = { id: 'partner-1', roleId: Role.PARTNER, agencyId: null, partnerId: PARTNER };
const admin: Actor = { id: 'admin-1', roleId: Role.ADMIN, agencyId: null, partnerId: null };

const openForm = async (actor: Actor, patient: typeof PATIENT | undefined, onCreated = vi.fn(), locale: 'en-US' | 'es-ES' = 'en-US') => {
  await renderWithProviders(<CreateReferralDialog open actor={actor} patient={patient} onClose={vi.fn()} onCreated={onCreated} />, { locale });
  return screen.findByRole('dialog');
};

describe('the new referral form', () => {
  it('names the missing patient at its field, without calling the server', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    const dialog = await openForm(partner, undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create referral' }));
    expect(await within(dialog).findByText('Choose the patient to refer.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says it in Spanish in es-ES', async () => {
    stubApi({}, vi.stubGlobal);
    const dialog = await openForm(partner, undefined, vi.fn(), 'es-ES');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear derivación' }));
    expect(await within(dialog).findByText('Elija el paciente que desea derivar.')).toBeTruthy();
  });

  it('sends the referral for the patient it opened with, no home named, once, then opens it', async () => {
    const calls = stubApi({ 'POST /api/referrals': () => jsonResponse(201, { id: 'new-1', version: 0, globalPosition: 9 }) }, vi.stubGlobal);
    const onCreated = vi.fn();
    const dialog = await openForm(partner, PATIENT, onCreated);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create referral' }));
    });
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('new-1'));
    expect(calls.map((call) => call.body)).toEqual([{ patientId: PATIENT.id, hubId: null }]);
  });

  it('asks an administrator for the partner, and shows the server’s field error at its field', async () => {
    stubApi({ 'POST /api/referrals': () => jsonResponse(400, { message: 'Invalid body', errors: [{ path: 'partnerId', message: 'must be a UUID' }] }) }, vi.stubGlobal);
    const dialog = await openForm(admin, PATIENT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create referral' }));
    expect(await within(dialog).findByText('Enter the ID of the partner that runs the referral.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Partner ID/), { target: { value: PARTNER } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create referral' }));
    const shown = await within(dialog).findByText('must be a UUID');
    expect(shown.closest('.MuiFormControl-root')?.querySelector('input')?.name).toBe('partnerId');
  });
});

describe('the new referral button', () => {
  it('shows for a partner and an administrator, not for agency staff, a caregiver or a family', async () => {
    for (const [roleId, agencyId, partnerId, shown] of [
      [Role.PARTNER, null, PARTNER, true],
      [Role.PARTNER_AGENT, null, PARTNER, true],
      [Role.ADMIN, null, null, true],
      [Role.AGENCY, '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01', null, false],
      [Role.CAREGIVER, '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01', null, false],
      [Role.USER, null, null, false],
    ] as const) {
      const auth = session(roleId, agencyId);
      const { unmount } = await renderWithProviders(<NewReferralButton />, { auth: { ...auth, user: { ...auth.user, partnerId } } });
      expect([roleId, screen.queryByRole('button', { name: 'New referral' }) !== null]).toEqual([roleId, shown]);
      unmount();
    }
  });
});
