import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PostingStatus, Role, type Actor } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Posting } from '../api';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { PostingActions, availablePostingActions } from './actions';

const AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';

const posting = (status: number, overrides: Partial<Posting> = {}): Posting => ({
  id: 'p1',
  patientId: '6f1d2c3b-0000-4000-8000-000000000001',
  patientName: 'Ada Moreno',
  agencyId: AGENCY,
  agencyName: 'Harbour Homecare',
  careServiceId: 3,
  status,
  schedule: { days: [1, 3, 5], startTime: '08:00', endTime: '12:00' },
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  description: null,
  createdBy: 'agent-1',
  createdByName: 'Alex Agent',
  holdReason: null,
  closeReason: null,
  invited: [],
  invitedNames: [],
  applicants: [],
  applicantsNames: [],
  assignee: null,
  assigneeName: null,
  version: 4,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

const admin: Actor = { id: 'admin-1', roleId: Role.ADMIN, agencyId: null };
const ownAgent: Actor = { id: 'agent-1', roleId: Role.AGENCY_AGENT, agencyId: AGENCY };

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);
const renderActions = (item: Posting, actor = admin, locale?: 'en-US' | 'en-CA' | 'es-ES') =>
  renderWithProviders(<PostingActions posting={item} actor={actor} />, locale === undefined ? {} : { locale });

describe('hold, unhold and extend by status', () => {
  it.each([
    [PostingStatus.DRAFT, ['Extend']],
    [PostingStatus.OPEN, ['Hold', 'Extend']],
    [PostingStatus.ON_HOLD, ['Release hold', 'Extend']],
    [PostingStatus.FILLED, ['Extend']],
    [PostingStatus.CLOSED, []],
  ])('status %i offers %j', async (status, expected) => {
    await renderActions(posting(status));
    expect(buttonNames()).toEqual(expected);
    if (expected.length === 0) expect(screen.getByText('No hold or extension is possible for this posting now.')).toBeTruthy();
  });

  it('offers the posting’s own agency staff the actions, and another agency, a caregiver or a family none', () => {
    expect(availablePostingActions(posting(PostingStatus.OPEN), ownAgent)).toEqual(['hold', 'extend']);
    expect(availablePostingActions(posting(PostingStatus.OPEN), { id: 'agent-9', roleId: Role.AGENCY, agencyId: 'other-agency' })).toEqual([]);
    expect(availablePostingActions(posting(PostingStatus.OPEN), { id: 'cg-1', roleId: Role.CAREGIVER, agencyId: AGENCY })).toEqual([]);
    expect(availablePostingActions(posting(PostingStatus.ON_HOLD), { id: 'family-1', roleId: Role.USER, agencyId: null })).toEqual([]);
  });

  it('offers nothing for a status it does not know', () => {
    expect(availablePostingActions(posting(42), admin)).toEqual([]);
  });
});

describe('unhold', () => {
  it('releases at once with the version on screen, and reloads the posting', async () => {
    const calls = stubApi({ 'POST /api/postings/p1/unhold': () => jsonResponse(200, { id: 'p1', version: 5, globalPosition: 20 }) }, vi.stubGlobal);
    const { queryClient } = await renderActions(posting(PostingStatus.ON_HOLD, { holdReason: 'Waiting for funding' }), ownAgent);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    fireEvent.click(screen.getByRole('button', { name: 'Release hold' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 4 });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['postings'] }));
  });

  it('says someone else changed the posting on 409', async () => {
    stubApi(
      { 'POST /api/postings/p1/unhold': () => jsonResponse(409, { message: 'Someone else changed this record.', expectedVersion: 4, actualVersion: 6 }) },
      vi.stubGlobal,
    );
    await renderActions(posting(PostingStatus.ON_HOLD));
    fireEvent.click(screen.getByRole('button', { name: 'Release hold' }));
    expect(await screen.findByText(/Someone else changed this posting/)).toBeTruthy();
    expect(screen.getByText(/your copy was version 4, it is now version 6/)).toBeTruthy();
  });
});

describe('hold dialog', () => {
  it('requires a reason, then sends it trimmed', async () => {
    const calls = stubApi({ 'POST /api/postings/p1/hold': () => jsonResponse(200, { id: 'p1', version: 5, globalPosition: 21 }) }, vi.stubGlobal);
    await renderActions(posting(PostingStatus.OPEN));
    fireEvent.click(screen.getByRole('button', { name: 'Hold' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Hold posting' });

    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Enter a reason.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  Family away for a month ' } });
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 4, reason: 'Family away for a month' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('extend dialog', () => {
  const openExtend = async (item = posting(PostingStatus.OPEN), locale?: 'en-US' | 'es-ES') => {
    await renderActions(item, admin, locale);
    fireEvent.click(screen.getByRole('button', { name: locale === 'es-ES' ? 'Prolongar' : 'Extend' }));
    const dialog = await screen.findByRole('dialog');
    return { dialog, input: within(dialog).getByLabelText<HTMLInputElement>(locale === 'es-ES' ? /Nueva fecha de fin/ : /New end date/) };
  };

  it('is a labelled date picker that starts the day after the current end', async () => {
    stubApi({}, vi.stubGlobal);
    const { dialog, input } = await openExtend();
    expect(input.type).toBe('date');
    expect(input.min).toBe('2027-01-01');
    expect(within(dialog).getByText('The posting now ends on Dec 31, 2026. Choose a later end date.')).toBeTruthy();
  });

  it.each(['2026-12-31', '2026-12-15'])('refuses %s, not after the current end, without calling the server', async (endDate) => {
    const calls = stubApi({}, vi.stubGlobal);
    const { dialog, input } = await openExtend();
    fireEvent.change(input, { target: { value: endDate } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend posting' }));
    expect(await within(dialog).findByText('Choose a date after the current end date, Dec 31, 2026.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('requires a date', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    const { dialog } = await openExtend();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend posting' }));
    expect(await within(dialog).findByText('Choose the new end date.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends a later date with the expected version, then closes', async () => {
    const calls = stubApi({ 'POST /api/postings/p1/extend': () => jsonResponse(200, { id: 'p1', version: 5, globalPosition: 22 }) }, vi.stubGlobal);
    const { dialog, input } = await openExtend();
    fireEvent.change(input, { target: { value: '2027-01-01' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Extend posting' }));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 4, endDate: '2027-01-01' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s 4xx message in the dialog and keeps it open', async () => {
    stubApi(
      {
        'POST /api/postings/p1/extend': () =>
          jsonResponse(422, { code: 'end_date_in_past', message: 'The end date 2027-01-05 is before today (2027-02-01).' }),
      },
      vi.stubGlobal,
    );
    const { dialog, input } = await openExtend();
    fireEvent.change(input, { target: { value: '2027-01-05' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend posting' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Request failed with status code 422');
    expect(alert.textContent).toContain('The end date 2027-01-05 is before today (2027-02-01).');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('formats the current end date in Spanish for es-ES', async () => {
    stubApi({}, vi.stubGlobal);
    const { dialog, input } = await openExtend(posting(PostingStatus.FILLED), 'es-ES');
    fireEvent.change(input, { target: { value: '2026-12-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prolongar oferta' }));
    expect(await within(dialog).findByText('Elija una fecha posterior a la fecha de fin actual, 31 dic 2026.')).toBeTruthy();
  });
});
