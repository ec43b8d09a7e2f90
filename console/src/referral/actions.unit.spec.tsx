import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReferralStatus, type Actor } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Referral } from '../api';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { ReferralActions } from './actions';
import { availableReferralActions } from './policy';
import { REFERRAL_ID, actors, referral, utcDay } from './referral.fixtures';

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);
const renderActions = (item: Referral, actor: Actor = actors.partner) => renderWithProviders(<ReferralActions referral={item} actor={actor} />);
const act_ = (action: string) => `POST /api/referrals/${REFERRAL_ID}/${action}`;

describe('the actions a referral offers', () => {
  it.each([
    [ReferralStatus.OPEN, ['Record a milestone', 'Hold', 'Close referral']],
    [ReferralStatus.HOLD, ['Record a milestone', 'Release hold', 'Close referral']],
  ])('status %i offers its partner %j', async (status, expected) => {
    await renderActions(referral({ status }));
    expect(buttonNames()).toEqual(expected);
  });

  it('offers nothing on a closed referral, and says it is final', async () => {
    await renderActions(referral({ status: ReferralStatus.CLOSED }), actors.admin);
    expect(buttonNames()).toEqual([]);
    expect(screen.getByText('This referral is closed: nothing more can be done to it.')).toBeTruthy();
  });

  it('gives the partner side the whole referral, the patient’s agency the milestones, the family and caregivers nothing', () => {
    const open = referral();
    expect(availableReferralActions(open, actors.partnerAgent)).toEqual(['milestones', 'hold', 'close']);
    expect(availableReferralActions(open, actors.agency)).toEqual(['milestones']);
    expect(availableReferralActions(open, actors.family)).toEqual([]);
    expect(availableReferralActions(open, actors.caregiver)).toEqual([]);
    expect(availableReferralActions(referral({ status: 42 }), actors.admin)).toEqual([]);
  });

  it('tells a reader who may not act why there are no buttons', async () => {
    await renderActions(referral(), actors.family);
    expect(buttonNames()).toEqual([]);
    expect(screen.getByText('Your role can read this referral but not act on it.')).toBeTruthy();
  });
});

describe('hold and release', () => {
  it('asks why before holding, then sends the reason with the version on screen', async () => {
    const calls = stubApi({ [act_('hold')]: () => jsonResponse(200, { id: REFERRAL_ID, version: 4, globalPosition: 50 }) }, vi.stubGlobal);
    const { queryClient } = await renderActions(referral());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Hold' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Hold referral' });

    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Enter a reason.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: ' Readmitted to hospital ' } });
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 3, reason: 'Readmitted to hospital' });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['referrals'] });
  });

  it('releases a hold at once', async () => {
    const calls = stubApi({ [act_('unhold')]: () => jsonResponse(200, { id: REFERRAL_ID, version: 4, globalPosition: 51 }) }, vi.stubGlobal);
    await renderActions(referral({ status: ReferralStatus.HOLD, holdReason: 'Family away' }));
    fireEvent.click(screen.getByRole('button', { name: 'Release hold' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 3 });
  });

  it('says someone else changed the referral on 409', async () => {
    stubApi({ [act_('unhold')]: () => jsonResponse(409, { message: 'Someone else changed this record.', expectedVersion: 3, actualVersion: 5 }) }, vi.stubGlobal);
    await renderActions(referral({ status: ReferralStatus.HOLD }));
    fireEvent.click(screen.getByRole('button', { name: 'Release hold' }));
    expect(await screen.findByText(/your copy was version 3, it is now version 5/)).toBeTruthy();
  });
});

describe('milestone dialog', () => {
  const openDialog = async (item = referral()) => {
    await renderActions(item);
    fireEvent.click(screen.getByRole('button', { name: 'Record a milestone' }));
    const dialog = await screen.findByRole('dialog');
    return dialog;
  };
  const choose = async (dialog: HTMLElement, name: string) => {
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Milestone/ }));
    fireEvent.click(await screen.findByRole('option', { name }));
  };

  it('records a step that has happened', async () => {
    const calls = stubApi({ [act_('milestones')]: () => jsonResponse(200, { id: REFERRAL_ID, version: 4, globalPosition: 52 }) }, vi.stubGlobal);
    const dialog = await openDialog();
    await choose(dialog, 'On-site visit');
    const date = utcDay(0);
    fireEvent.change(within(dialog).getByLabelText(/Date/), { target: { value: date } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record milestone' }));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 3, milestone: 'on-site-visit', date });
  });

  it('refuses a day still to come, and a placement step dated before the referral', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    const dialog = await openDialog();
    await choose(dialog, 'Move-in');
    const confirm = within(dialog).getByRole('button', { name: 'Record milestone' });
    fireEvent.change(within(dialog).getByLabelText(/Date/), { target: { value: utcDay(2) } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText(/Choose a day that has passed/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Date/), { target: { value: '2026-03-01' } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('This step follows the referral, made on Mar 2, 2026: choose that day or later.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('keeps the placement steps closed while the referral is on hold', async () => {
    stubApi({}, vi.stubGlobal);
    const dialog = await openDialog(referral({ status: ReferralStatus.HOLD }));
    expect(within(dialog).getByText(/The placement is paused while the referral is on hold/)).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Milestone/ }));
    expect((await screen.findByRole('option', { name: 'Move-in' })).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('option', { name: 'Hospital discharge' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('shows a rule the server enforces in the reader’s language', async () => {
    stubApi(
      { [act_('milestones')]: () => jsonResponse(422, { code: 'move_in_not_recorded', message: 'Record the move-in before the move-out: a patient moves out only of a home they moved into.' }) },
      vi.stubGlobal,
    );
    const dialog = await openDialog();
    await choose(dialog, 'Move-out');
    fireEvent.change(within(dialog).getByLabelText(/Date/), { target: { value: utcDay(0) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record milestone' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Record the move-in before the move-out.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
