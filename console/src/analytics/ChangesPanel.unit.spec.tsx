import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type AnalyticsChangeAnswer, type AnalyticsChangesAnswer, type AnalyticsQuestionInput } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi, type RecordedCall } from '../test/render';
import { ChangesPanel } from './ChangesPanel';

const REFERRAL = '0a1b2c3d-0000-4000-8000-000000000001';
const PAYMENT = '0a1b2c3d-0000-4000-8000-000000000002';
const QUESTION: AnalyticsQuestionInput = { measure: 'referral.stock', interval: 'month', from: '2018-10-01', to: '2018-10-31', filters: { status: [2] }, groupBy: 'status' };

const change = (overrides: Partial<AnalyticsChangeAnswer>): AnalyticsChangeAnswer => ({
  position: 501,
  eventType: 'ReferralClosed',
  streamId: `referral-${REFERRAL}`,
  recordId: REFERRAL,
  machine: 'referral',
  move: 'arrived',
  status: 3,
  statusLabel: 'Closed',
  at: '2018-10-20T12:00:00.000Z',
  ...overrides,
});

/** Three changes, paged as the server pages them. */
const CHANGES = [
  change({}),
  change({ move: 'left', status: 2, statusLabel: 'On hold' }),
  change({ position: 502, eventType: null, streamId: null, recordId: PAYMENT, machine: 'payment', statusLabel: 'Paid', status: 2, at: '2018-10-21T08:15:00.000Z' }),
];

const changesOf = (call: RecordedCall): AnalyticsChangesAnswer => {
  const { since, page, pageSize } = call.body as { since: number | string; page: number; pageSize: number };
  return { since, until: 510, total: CHANGES.length, page, pageSize, data: CHANGES.slice((page - 1) * pageSize, page * pageSize) };
};

const open = (locale: 'en-US' | 'es-ES' = 'en-US', since: number | string = 500) =>
  renderWithProviders(<ChangesPanel question={QUESTION} since={since} />, { route: `/user/${locale.toLowerCase()}/analytics`, path: '/user/:locale/analytics', auth: session(Role.ADMIN), locale });

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('ChangesPanel', () => {
  it('lists each event after the position that moved the figures: its record, when, and how it moved them', async () => {
    const calls = stubApi({ 'POST /api/analytics/changes': (call) => jsonResponse(200, changesOf(call)) }, vi.stubGlobal);
    await open();

    expect(screen.getByRole('heading', { level: 2, name: 'What changed since log position 500' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'The events that moved the figures' });
    expect(cellsOf(table)).toEqual([
      ['Log position', 'Record', 'Event', 'When', 'How it moved the figures'],
      ['501', '0a1b2c3d', 'ReferralClosed', 'Oct 20, 2018, 12:00 PM', 'Counted in Closed (+1)'],
      ['501', '0a1b2c3d', 'ReferralClosed', 'Oct 20, 2018, 12:00 PM', 'No longer counted in On hold (−1)'],
      ['502', '0a1b2c3d', '—', 'Oct 21, 2018, 8:15 AM', 'Counted in Paid (+1)'],
    ]);
    expect(screen.getByTestId('changes-summary').textContent).toBe('3 events after log position 500, up to position 510, moved these figures.');
    // A referral opens its page and history; a payment has no page of its own.
    const links = within(table).getAllByRole('link', { name: 'Open referral 0a1b2c3d' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/user/en-us/referrals/${REFERRAL}`, `/user/en-us/referrals/${REFERRAL}`]);
    expect(calls[0]?.url).toBe('/api/analytics/changes?locale=en-US');
    expect(calls[0]?.body).toEqual({ question: QUESTION, since: 500, page: 1, pageSize: 25 });
  });

  it('looks from an instant as well as from a position', async () => {
    const calls = stubApi({ 'POST /api/analytics/changes': (call) => jsonResponse(200, changesOf(call)) }, vi.stubGlobal);
    await open('en-US', '2018-10-31T23:59:00.000Z');
    expect(screen.getByRole('heading', { level: 2, name: 'What changed since Oct 31, 2018, 11:59 PM' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('changes-summary').textContent).toBe('3 events after Oct 31, 2018, 11:59 PM, up to position 510, moved these figures.'));
    expect(calls[0]?.body).toEqual({ question: QUESTION, since: '2018-10-31T23:59:00.000Z', page: 1, pageSize: 25 });
  });

  it('pages through the changes on the server', async () => {
    const calls = stubApi({ 'POST /api/analytics/changes': (call) => jsonResponse(200, changesOf(call)) }, vi.stubGlobal);
    await open();
    await screen.findByRole('table', { name: 'The events that moved the figures' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    fireEvent.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ page: 1, pageSize: 10 }));
  });

  it('speaks Spanish to a Spanish reader', async () => {
    stubApi({ 'POST /api/analytics/changes': (call) => jsonResponse(200, changesOf(call)) }, vi.stubGlobal);
    await open('es-ES');
    expect(screen.getByRole('heading', { level: 2, name: 'Qué ha cambiado desde la posición 500 del registro' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Los eventos que han cambiado las cifras' });
    expect(cellsOf(table)[2]?.[4]).toBe('Ya no contado en On hold (−1)');
  });

  it('shows the refusal with a retry', async () => {
    stubApi({ 'POST /api/analytics/changes': () => jsonResponse(400, { message: 'Bad request', errors: [{ path: 'since', message: 'must be at most 12' }] }) }, vi.stubGlobal);
    await open();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
