import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type Actor } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { CardBatch } from '../api';
import { jsonResponse, renderWithProviders, session, stubApi, type RecordedCall } from '../test/render';
import { BATCH_ID, FIRST_PAYMENT, SECOND_PAYMENT, actors, cardBatch, payment } from './billing.fixtures';
import { CardBatchActions } from './CardBatchActions';
import { CardBatchList } from './CardBatchList';
import { availableCardBatchActions } from './policy';

const post = (action: string) => `POST /api/card-batches/${BATCH_ID}/${action}`;
const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);
const renderActions = (batch: CardBatch, actor: Actor = actors.admin) => renderWithProviders(<CardBatchActions batch={batch} actor={actor} />);
const confirmIn = async (dialog: HTMLElement, name: string) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name }));
  });
};

// Dialogs and a data grid under jsdom: seconds each on a machine shared with other runs.
describe('card batch actions', () => {
  it('offers settle and void only on an open batch, and only to administrators (the domain decider and policy)', () => {
    expect(availableCardBatchActions(cardBatch(), actors.admin)).toEqual(['settle', 'void']);
    expect(availableCardBatchActions(cardBatch({ status: 'settled' }), actors.admin)).toEqual([]);
    expect(availableCardBatchActions(cardBatch({ status: 'voided' }), actors.admin)).toEqual([]);
    // A status the contract does not name yet (a newer server) offers nothing either.
    expect(availableCardBatchActions(cardBatch({ status: 'lost' as CardBatch['status'] }), actors.admin)).toEqual([]);
    for (const actor of [actors.agency, actors.family, actors.partner, actors.caregiver]) expect(availableCardBatchActions(cardBatch(), actor)).toEqual([]);
  });

  it('says why there is nothing to do on a closed batch or for another role', async () => {
    const { unmount } = await renderActions(cardBatch({ status: 'settled', version: 1 }));
    expect(buttonNames()).toEqual([]);
    expect(screen.getByText('This batch is settled: that is final, nothing more can be done to it.')).toBeTruthy();
    unmount();
    await renderActions(cardBatch(), actors.agency);
    expect(screen.getByText('Your role cannot settle or void card batches.')).toBeTruthy();
  });

  it('settles only after a confirmation saying what will happen, with the version on screen', async () => {
    const calls = stubApi({ [post('settle')]: () => jsonResponse(200, { id: BATCH_ID, version: 1, globalPosition: 77 }) }, vi.stubGlobal);
    const { queryClient } = await renderActions(cardBatch());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(buttonNames()).toEqual(['Settle', 'Void']);

    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle card batch b0b1b2b3?' });
    expect(
      within(dialog).getByText(
        'The processor collects the 2 card charges of this batch, CA$89.84 in all, and each of their payments becomes Paid. A settled batch is final: it can no longer be voided.',
      ),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);

    await confirmIn(dialog, 'Settle batch');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe(`/api/card-batches/${BATCH_ID}/settle`);
    expect(calls[0]?.body).toEqual({ expectedVersion: 0 });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('The batch is settled: its 2 payments are now Paid.')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['billing'] });
  });

  it('voids with an optional reason: trimmed when given, null when not; cancelling sends nothing', async () => {
    const calls = stubApi({ [post('void')]: () => jsonResponse(200, { id: BATCH_ID, version: 1, globalPosition: 78 }) }, vi.stubGlobal);
    await renderActions(cardBatch({ version: 3 }));

    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    let dialog = await screen.findByRole('dialog', { name: 'Void card batch b0b1b2b3?' });
    expect(within(dialog).getByText(/are canceled: no card is charged, and each of their payments becomes Voided/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Why is it voided?'), { target: { value: '  Processor outage ' } });
    await confirmIn(dialog, 'Void batch');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expectedVersion: 3, reason: 'Processor outage' });

    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    await confirmIn(await screen.findByRole('dialog'), 'Void batch');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual({ expectedVersion: 3, reason: null });
  });

  it('keeps a refused void in its dialog, the field error under the reason', async () => {
    stubApi(
      { [post('void')]: () => jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'reason', message: 'must be at most 500 characters' }] }) },
      vi.stubGlobal,
    );
    await renderActions(cardBatch());
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog');
    await confirmIn(dialog, 'Void batch');
    expect(await within(dialog).findByText('must be at most 500 characters')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('the card batch grid around a command', () => {
  const page = (data: readonly unknown[]) => jsonResponse(200, { data, total: data.length, page: 1, pageSize: 25 });
  const listGets = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/card-batches'));
  const renderList = () =>
    renderWithProviders(<CardBatchList />, {
      route: `/user/en-us/billing/card-batches?batch=${BATCH_ID}`,
      path: '/user/:locale/billing/card-batches',
      auth: session(Role.ADMIN, null, 'admin-1'),
    });

  it('follows a settle: the list is read again once the projection has the command, and shows the batch settled', async () => {
    let settled = false;
    const calls = stubApi(
      {
        'GET /api/card-batches': () => page([settled ? cardBatch({ status: 'settled', version: 1, updatedAt: '2026-03-02T09:00:00Z' }) : cardBatch()]),
        [post('settle')]: () => {
          settled = true;
          return jsonResponse(200, { id: BATCH_ID, version: 1, globalPosition: 77 });
        },
      },
      vi.stubGlobal,
    );
    await renderList();
    const grid = await screen.findByRole('grid', { name: 'Card batches' });
    expect(await within(grid).findByText('Open')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Selected card batch' });

    fireEvent.click(within(panel).getByRole('button', { name: 'Settle' }));
    await confirmIn(await screen.findByRole('dialog'), 'Settle batch');

    expect(await within(grid).findByText('Settled')).toBeTruthy();
    expect(await within(panel).findByText('This batch is settled: that is final, nothing more can be done to it.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Settle' })).toBeNull();
    const reread = listGets(calls).at(-1);
    expect(reread?.headers.get('X-Min-Position')).toBe('77');
  });

  it('shows a 409 as someone else’s change, with the state the batch is in now', async () => {
    let voidedElsewhere = false;
    stubApi(
      {
        'GET /api/card-batches': () => page([voidedElsewhere ? cardBatch({ status: 'voided', version: 1, voidReason: 'Processor outage' }) : cardBatch()]),
        [post('settle')]: () => {
          voidedElsewhere = true;
          return jsonResponse(409, { message: 'Someone else changed this record.', expectedVersion: 0, actualVersion: 1 });
        },
      },
      vi.stubGlobal,
    );
    await renderList();
    const panel = await screen.findByRole('region', { name: 'Selected card batch' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Settle' }));
    await confirmIn(await screen.findByRole('dialog'), 'Settle batch');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const notice = await within(panel).findByText(/Someone else changed this card batch meanwhile \(version 0 expected, 1 found\), so nothing was done\./);
    await waitFor(() => expect(notice.textContent).toContain('It is now Voided (version 1): check it before acting again.'));
    expect(within(panel).getByTestId('card-batch-status').textContent).toBe('Voided');
    expect(within(panel).queryByRole('button', { name: 'Settle' })).toBeNull();
    expect(within(panel).getByText('Processor outage')).toBeTruthy();
  });

  it('opens a batch from the unpaid card charges not yet in one, then picks it to settle or void', async () => {
    const NEW_BATCH = 'c0c1c2c3-0000-4000-8000-000000000009';
    const calls = stubApi(
      {
        'GET /api/card-batches': () => page([cardBatch({ status: 'settled', version: 1 })]),
        'GET /api/subscription-payments': () =>
          page([
            payment(),
            payment({ id: SECOND_PAYMENT, cardType: 'AMERICAN EXPRESS', totalCents: 3_390, periodStart: '2026-02-10', periodEnd: '2026-03-09' }),
            payment({ id: '33333333-0000-4000-8000-000000000003', cardBatchId: BATCH_ID }),
            payment({ id: '44444444-0000-4000-8000-000000000004', collectionMode: 'send_invoice', cardType: null }),
          ]),
        'POST /api/card-batches': () => jsonResponse(201, { id: NEW_BATCH, version: 0, globalPosition: 90 }),
      },
      vi.stubGlobal,
    );
    await renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Open a card batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a card batch' });
    const charges = await within(dialog).findAllByRole('checkbox');
    expect(charges).toHaveLength(2);
    expect(within(dialog).getByText('2 charges chosen, CA$73.44 in all.')).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/api/subscription-payments'))?.url).toBe('/api/subscription-payments?page=1&pageSize=100&sort=periodStart%3Aasc&status=0');

    fireEvent.click(charges[1] as HTMLElement);
    expect(within(dialog).getByText('1 charge chosen, CA$39.54 in all.')).toBeTruthy();
    await confirmIn(dialog, 'Open batch');
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ paymentIds: [FIRST_PAYMENT] });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/billing/card-batches?batch=${NEW_BATCH}`));
  });
});
