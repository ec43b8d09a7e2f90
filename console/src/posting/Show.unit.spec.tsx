import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PostingStatus, Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Posting } from '../api';
import { segmentOf, type LocaleTag } from '../i18n';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import PostingShow from './Show';

const AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const PATIENT = '6f1d2c3b-0000-4000-8000-000000000001';

const posting = (overrides: Partial<Posting> = {}): Posting => ({
  id: 'p1',
  patientId: PATIENT,
  patientName: 'Ada Moreno',
  agencyId: AGENCY,
  agencyName: 'Harbour Homecare',
  careServiceId: 3,
  status: PostingStatus.OPEN,
  schedule: { days: [1, 3], startTime: '22:00', endTime: '06:00' },
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  description: 'Overnight support',
  createdBy: 'agent-1',
  createdByName: 'Alex Agent',
  holdReason: null,
  closeReason: null,
  invited: [{ kind: 'caregiver', id: 'cg-1' }],
  invitedNames: ['Carmen Caregiver'],
  applicants: [],
  applicantsNames: [],
  assignee: null,
  assigneeName: null,
  version: 4,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

const show = (locale: LocaleTag = 'en-US') =>
  renderWithProviders(<PostingShow />, { locale, route: `/user/${segmentOf(locale)}/postings/p1`, path: '/user/:locale/postings/:id', auth: session(Role.AGENCY, AGENCY, 'agent-1') });

describe('PostingShow', () => {
  it('shows the posting, its schedule and the agencies and caregivers it concerns', async () => {
    stubApi(
      {
        'GET /api/postings/p1': () => jsonResponse(200, posting()),
        'GET /api/posting/p1/agencies': () => jsonResponse(200, { data: [] }),
        'GET /api/posting/p1/caregivers': () =>
          jsonResponse(200, { data: [{ id: 'cg-1', name: 'Grace Hopper', relation: 'applied', relations: ['invited', 'applied'] }] }),
      },
      vi.stubGlobal,
    );
    await show();

    expect(await screen.findByRole('heading', { name: 'Posting — Ada Moreno, Home support' })).toBeTruthy();
    // A schedule's clock times in the reader's convention: 12-hour in en-US.
    expect(screen.getByText('Mon, Wed · 10:00 PM–6:00 AM (overnight)')).toBeTruthy();
    expect(screen.getByText('Dec 31, 2026')).toBeTruthy();
    expect(await screen.findByText('No agency has been invited or has applied.')).toBeTruthy();
    const caregivers = await screen.findByRole('list', { name: 'Caregivers' });
    expect(within(caregivers).getByText('Grace Hopper')).toBeTruthy();
    expect(within(caregivers).getByText('Applied')).toBeTruthy();
  });

  it('after an extension, reads the posting again at the command’s position and shows the new end', async () => {
    let extended = false;
    const calls = stubApi(
      {
        'GET /api/postings/p1': () => jsonResponse(200, extended ? posting({ endDate: '2027-02-28', version: 5 }) : posting()),
        'GET /api/posting/p1/agencies': () => jsonResponse(200, { data: [] }),
        'GET /api/posting/p1/caregivers': () => jsonResponse(200, { data: [] }),
        'POST /api/postings/p1/extend': () => {
          extended = true;
          return jsonResponse(200, { id: 'p1', version: 5, globalPosition: 987 });
        },
      },
      vi.stubGlobal,
    );
    await show();

    fireEvent.click(await screen.findByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/New end date/), { target: { value: '2027-02-28' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Extend posting' }));
    });

    expect(await screen.findByText('Feb 28, 2027')).toBeTruthy();
    expect(screen.getByText('Version 5')).toBeTruthy();
    const reread = calls.filter((call) => call.method === 'GET' && call.url === '/api/postings/p1').at(-1);
    expect(reread?.headers.get('X-Min-Position')).toBe('987');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the posting is not there for this user', async () => {
    stubApi({ 'GET /api/postings/p1': () => jsonResponse(404, { message: 'No posting has the id p1.' }) }, vi.stubGlobal);
    await show();
    expect(await screen.findByText('This posting does not exist, or you do not have access to it.')).toBeTruthy();
  });

  it.each([
    ['en-US', 'Closed (expired)', 'Its end date passed'],
    ['en-CA', 'Closed (expired)', 'Its end date passed'],
    ['es-ES', 'Cerrada (vencida)', 'Pasó su fecha de fin'],
  ] as const)('in %s, tells a posting the scheduler closed on expiry from one closed by hand', async (locale, status, reason) => {
    let closedBy: 'scheduler' | 'agency' = 'scheduler';
    stubApi(
      {
        'GET /api/postings/p1': () => jsonResponse(200, posting({ status: PostingStatus.CLOSED, closeReason: closedBy === 'scheduler' ? 'expired' : 'Family arranged private care' })),
        'GET /api/posting/p1/agencies': () => jsonResponse(200, { data: [] }),
        'GET /api/posting/p1/caregivers': () => jsonResponse(200, { data: [] }),
      },
      vi.stubGlobal,
    );
    const { unmount } = await show(locale);
    await waitFor(() => expect(screen.getByTestId('posting-status').textContent).toBe(status));
    expect(screen.getByText(reason)).toBeTruthy();
    unmount();

    closedBy = 'agency';
    await show(locale);
    await waitFor(() => expect(screen.getByTestId('posting-status').textContent).toBe(locale === 'es-ES' ? 'Cerrada' : 'Closed'));
    expect(screen.getByText('Family arranged private care')).toBeTruthy();
  });
});
