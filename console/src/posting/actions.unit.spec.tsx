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

const CAREGIVER = '00000000-0000-4000-8000-000000000009';
const OTHER_AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02';
const caregiver: Actor = { id: CAREGIVER, roleId: Role.CAREGIVER, agencyId: AGENCY };
const otherAgency: Actor = { id: 'provider-1', roleId: Role.PROVIDER, agencyId: OTHER_AGENCY };
const family: Actor = { id: 'family-1', roleId: Role.USER, agencyId: null };
const carmen = { kind: 'caregiver' as const, id: CAREGIVER };

describe('the actions offered, by status', () => {
  it.each([
    [PostingStatus.DRAFT, ['Publish', 'Extend', 'Invite an agency', 'Invite a caregiver', 'Close posting']],
    [PostingStatus.OPEN, ['Hold', 'Extend', 'Invite an agency', 'Invite a caregiver', 'Close posting']],
    [PostingStatus.ON_HOLD, ['Release hold', 'Extend', 'Invite an agency', 'Invite a caregiver', 'Close posting']],
    [PostingStatus.FILLED, ['Extend', 'Close posting']],
    [PostingStatus.CLOSED, []],
  ])('status %i offers %j', async (status, expected) => {
    await renderActions(posting(status));
    expect(buttonNames()).toEqual(expected);
    if (expected.length === 0) expect(screen.getByText('Nothing can be done to this posting now.')).toBeTruthy();
  });

  it('offers assign once someone is invited or applied, and fill once someone is assigned', () => {
    expect(availablePostingActions(posting(PostingStatus.OPEN, { invited: [carmen], invitedNames: ['Carmen Caregiver'] }), ownAgent)).toEqual([
      'hold', 'assign', 'extend', 'invite-agency', 'invite-caregiver', 'close',
    ]);
    const assigned = posting(PostingStatus.OPEN, { applicants: [carmen], applicantsNames: ['Carmen Caregiver'], assignee: carmen, assigneeName: 'Carmen Caregiver' });
    // The only candidate has it already: there is no one else to assign.
    expect(availablePostingActions(assigned, ownAgent)).toEqual(['hold', 'fill', 'extend', 'invite-agency', 'invite-caregiver', 'close']);
  });

  it('offers nothing for a status it does not know', () => {
    expect(availablePostingActions(posting(42), admin)).toEqual([]);
  });
});

describe('the actions offered, by actor', () => {
  it('offers the posting’s own agency staff every action but applying', () => {
    expect(availablePostingActions(posting(PostingStatus.DRAFT), ownAgent)).toEqual(['publish', 'extend', 'invite-agency', 'invite-caregiver', 'close']);
  });

  it('offers a caregiver only to apply, to an open posting, once', () => {
    expect(availablePostingActions(posting(PostingStatus.OPEN), caregiver)).toEqual(['apply']);
    expect(availablePostingActions(posting(PostingStatus.OPEN, { applicants: [carmen], applicantsNames: ['Carmen Caregiver'] }), caregiver)).toEqual([]);
    expect(availablePostingActions(posting(PostingStatus.DRAFT, { invited: [carmen], invitedNames: ['Carmen Caregiver'] }), caregiver)).toEqual([]);
    expect(availablePostingActions(posting(PostingStatus.ON_HOLD), caregiver)).toEqual([]);
  });

  it('offers another agency to apply only once invited', () => {
    expect(availablePostingActions(posting(PostingStatus.OPEN), otherAgency)).toEqual([]);
    const invited = posting(PostingStatus.OPEN, { invited: [{ kind: 'agency', id: OTHER_AGENCY }], invitedNames: ['Provider Care'] });
    expect(availablePostingActions(invited, otherAgency)).toEqual(['apply']);
  });

  it('offers a family and an administrator without an agency nothing to apply with', () => {
    expect(availablePostingActions(posting(PostingStatus.OPEN), family)).toEqual([]);
    expect(availablePostingActions(posting(PostingStatus.OPEN), admin)).not.toContain('apply');
  });
});

describe('actions that need only a click', () => {
  it.each([
    [PostingStatus.DRAFT, admin, 'Publish', 'publish'],
    [PostingStatus.OPEN, caregiver, 'Apply', 'apply'],
  ] as const)('status %i: %s sends %s with the version on screen', async (status, actor, button, action) => {
    const calls = stubApi({ [`POST /api/postings/p1/${action}`]: () => jsonResponse(200, { id: 'p1', version: 5, globalPosition: 20 }) }, vi.stubGlobal);
    await renderActions(posting(status), actor);
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 4 });
  });

  it('fills an assigned posting', async () => {
    const calls = stubApi({ 'POST /api/postings/p1/fill': () => jsonResponse(200, { id: 'p1', version: 5, globalPosition: 20 }) }, vi.stubGlobal);
    await renderActions(posting(PostingStatus.OPEN, { invited: [carmen], invitedNames: ['Carmen Caregiver'], assignee: carmen, assigneeName: 'Carmen Caregiver' }), ownAgent);
    fireEvent.click(screen.getByRole('button', { name: 'Mark filled' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toContain('/api/postings/p1/fill');
  });
});

describe('assign dialog', () => {
  it('offers those invited and applying by name, and sends the chosen one by kind', async () => {
    const calls = stubApi({ 'POST /api/postings/p1/assign': () => jsonResponse(200, { id: 'p1', version: 5, globalPosition: 20 }) }, vi.stubGlobal);
    const item = posting(PostingStatus.OPEN, {
      invited: [{ kind: 'agency', id: OTHER_AGENCY }, carmen],
      invitedNames: ['Provider Care', 'Carmen Caregiver'],
      applicants: [carmen],
      applicantsNames: ['Carmen Caregiver'],
    });
    await renderActions(item, ownAgent);
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Provider Care (agency)', 'Carmen Caregiver (caregiver)']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Choose who takes the posting.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.click(within(dialog).getByLabelText('Carmen Caregiver (caregiver)'));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 4, caregiverId: CAREGIVER });
  });
});

describe('invite a caregiver dialog', () => {
  it('finds a caregiver of the posting’s agency by name and sends their sign-in', async () => {
    const calls = stubApi(
      {
        'GET /api/caregivers': () =>
          jsonResponse(200, {
            data: [
              { id: 'profile-1', userId: CAREGIVER, agencyId: AGENCY, firstName: 'Carmen', lastName: 'Caregiver' },
              { id: 'profile-2', userId: 'elsewhere-1', agencyId: OTHER_AGENCY, firstName: 'Carla', lastName: 'Elsewhere' },
            ],
            total: 2,
            page: 1,
            pageSize: 10,
          }),
        'POST /api/postings/p1/invite-caregiver': () => jsonResponse(200, { id: 'p1', version: 5, globalPosition: 20 }),
      },
      vi.stubGlobal,
    );
    await renderActions(posting(PostingStatus.OPEN), ownAgent);
    fireEvent.click(screen.getByRole('button', { name: 'Invite a caregiver' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite caregiver' }));
    expect(await within(dialog).findByText('Choose a caregiver.')).toBeTruthy();

    const input = within(dialog).getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'Car' } });
    const option = await screen.findByRole('option', { name: 'Carmen Caregiver' });
    expect(screen.queryByRole('option', { name: 'Carla Elsewhere' })).toBeNull();
    fireEvent.click(option);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Invite caregiver' }));
    });
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expectedVersion: 4, caregiverId: CAREGIVER });
  });
});

describe('invite an agency dialog', () => {
  it('finds another agency by name, not the posting’s own nor one invited, and sends its id', async () => {
    const calls = stubApi(
      {
        'GET /api/agencies': () =>
          jsonResponse(200, {
            data: [
              { id: AGENCY, name: 'Harbour Homecare' },
              { id: OTHER_AGENCY, name: 'Harbour Nursing' },
              { id: 'invited-1', name: 'Harbour Respite' },
            ],
            total: 3,
            page: 1,
            pageSize: 10,
          }),
        'POST /api/postings/p1/invite-agency': () => jsonResponse(200, { id: 'p1', version: 5, globalPosition: 20 }),
      },
      vi.stubGlobal,
    );
    await renderActions(posting(PostingStatus.DRAFT, { invited: [{ kind: 'agency', id: 'invited-1' }], invitedNames: ['Harbour Respite'] }), ownAgent);
    fireEvent.click(screen.getByRole('button', { name: 'Invite an agency' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'Harb' } });
    const option = await screen.findByRole('option', { name: 'Harbour Nursing' });
    expect(screen.getAllByRole('option').map((choice) => choice.textContent)).toEqual(['Harbour Nursing']);
    fireEvent.click(option);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Invite agency' }));
    });
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expectedVersion: 4, agencyId: OTHER_AGENCY });
  });
});

describe('close dialog', () => {
  it('asks why, then closes with the reason', async () => {
    const calls = stubApi({ 'POST /api/postings/p1/close': () => jsonResponse(200, { id: 'p1', version: 5, globalPosition: 20 }) }, vi.stubGlobal);
    await renderActions(posting(PostingStatus.FILLED), ownAgent);
    fireEvent.click(screen.getByRole('button', { name: 'Close posting' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Family moved abroad' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close posting' }));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 4, reason: 'Family moved abroad' });
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
