import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReferralStatus } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { LocaleTag } from '../i18n';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { ReferralActions } from './actions';
import { REFERRAL_ID, actors, referral, utcDay } from './referral.fixtures';

const CLOSE = `POST /api/referrals/${REFERRAL_ID}/close`;

const openCloseDialog = async (locale: LocaleTag = 'en-US', status: number = ReferralStatus.OPEN) => {
  await renderWithProviders(<ReferralActions referral={referral({ status })} actor={actors.partner} />, { locale });
  fireEvent.click(screen.getByRole('button', { name: locale === 'es-ES' ? 'Cerrar la derivación' : 'Close referral' }));
  return screen.findByRole('dialog');
};

const chooseReason = async (dialog: HTMLElement, name: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Close reason/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
};

const confirm = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Close referral' });
const comment = (dialog: HTMLElement) => within(dialog).getByLabelText<HTMLTextAreaElement>(/Comment/);

describe('the close dialog', () => {
  it('offers the six close reasons of the domain, in their order', async () => {
    stubApi({}, vi.stubGlobal);
    const dialog = await openCloseDialog();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Close reason/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Discharged to a partner home',
      'Discharged to a non-partner home',
      'Discharged against medical advice (AMA)',
      'Transferred to a hospice facility',
      'Discharged to a skilled nursing facility',
      'Other',
    ]);
  });

  it('says so when no reason is chosen, and sends nothing', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    const dialog = await openCloseDialog();
    fireEvent.click(confirm(dialog));
    expect(await within(dialog).findByText('Choose how the referral ended.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('requires a comment for “Other”, with a message that says why', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    const dialog = await openCloseDialog();
    expect(comment(dialog).required).toBe(false);
    await chooseReason(dialog, 'Other');
    expect(comment(dialog).required).toBe(true);
    expect(within(dialog).getByText('Required for “Other”: say how the referral ended.')).toBeTruthy();

    fireEvent.change(comment(dialog), { target: { value: '   ' } });
    fireEvent.click(confirm(dialog));
    expect(await within(dialog).findByText('A comment is required when the close reason is “Other”: say how the referral ended.')).toBeTruthy();
    expect(comment(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('closes with “Other”, its comment, the discharge date and the version on screen', async () => {
    const calls = stubApi({ [CLOSE]: () => jsonResponse(200, { id: REFERRAL_ID, version: 4, globalPosition: 60 }) }, vi.stubGlobal);
    const dialog = await openCloseDialog();
    await chooseReason(dialog, 'Other');
    fireEvent.change(comment(dialog), { target: { value: ' Family took her home out of province ' } });
    fireEvent.change(within(dialog).getByLabelText(/Discharge date/), { target: { value: '2026-03-10' } });
    await act(async () => {
      fireEvent.click(confirm(dialog));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 3, reasonId: 6, comment: 'Family took her home out of province', dischargeDate: '2026-03-10' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends no comment for another reason left without one, the discharge day defaulting to today', async () => {
    const calls = stubApi({ [CLOSE]: () => jsonResponse(200, { id: REFERRAL_ID, version: 4, globalPosition: 61 }) }, vi.stubGlobal);
    const dialog = await openCloseDialog('en-US', ReferralStatus.HOLD);
    await chooseReason(dialog, 'Transferred to a hospice facility');
    await act(async () => {
      fireEvent.click(confirm(dialog));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 3, reasonId: 4, comment: null, dischargeDate: utcDay(0) });
  });

  it('refuses a discharge date to come or before the hospital admission', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    const dialog = await openCloseDialog();
    await chooseReason(dialog, 'Discharged against medical advice (AMA)');
    const date = within(dialog).getByLabelText(/Discharge date/);
    fireEvent.change(date, { target: { value: utcDay(1) } });
    fireEvent.click(confirm(dialog));
    expect(await within(dialog).findByText(/Choose a day that has passed: today is/)).toBeTruthy();
    fireEvent.change(date, { target: { value: '2026-02-19' } });
    fireEvent.click(confirm(dialog));
    expect(await within(dialog).findByText('The discharge cannot be before the hospital admission on Feb 20, 2026.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s field error under its field and keeps the dialog open', async () => {
    stubApi(
      { [CLOSE]: () => jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'comment', message: 'must be at most 1000 characters' }] }) },
      vi.stubGlobal,
    );
    const dialog = await openCloseDialog();
    await chooseReason(dialog, 'Other');
    fireEvent.change(comment(dialog), { target: { value: 'Moved away' } });
    fireEvent.click(confirm(dialog));
    expect(await within(dialog).findByText('must be at most 1000 characters')).toBeTruthy();
    expect(comment(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('speaks Spanish under es-ES', async () => {
    stubApi({}, vi.stubGlobal);
    const dialog = await openCloseDialog('es-ES');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Motivo del cierre/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Otro' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar la derivación' }));
    expect(await within(dialog).findByText('El comentario es obligatorio cuando el motivo del cierre es «Otro»: indique cómo terminó la derivación.')).toBeTruthy();
  });
});
