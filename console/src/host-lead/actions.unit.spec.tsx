import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type HostLeadEvent } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { HostLeadDetailPanel } from './Detail';
import { HUB_ID, LEAD_ID, captured, converted, historyOf, hostLead, qualified, rejected } from './host-lead.fixtures';
import { availableHostLeadActions, hostLeadFromHistory } from './lead';
import HostLeadList from './List';

const HISTORY = `GET /api/host-leads/${LEAD_ID}/history`;
const act_ = (action: string) => `POST /api/host-leads/${LEAD_ID}/${action}`;
const done = (version: number, globalPosition: number) => () => jsonResponse(200, { id: LEAD_ID, version, globalPosition });

/** The history the server gives: `before` until a command has been sent, `after` from then on. */
const historyAcross = (before: HostLeadEvent[], after: HostLeadEvent[], sent: () => boolean) => () => jsonResponse(200, historyOf(...(sent() ? after : before)));

const renderPanel = (auth = session()) => renderWithProviders(<HostLeadDetailPanel id={LEAD_ID} titleId="lead-title" onClose={() => undefined} />, { auth });
const actionsRegion = () => screen.findByRole('region', { name: 'Actions' });
/** The action buttons, not the close button of a notice among them. */
const actionNames = async () =>
  within(await actionsRegion())
    .queryAllByRole('button')
    .filter((button) => button.closest('[role="alert"]') === null)
    .map((button) => button.textContent);

// A data grid, drawers, dialogs and an autocomplete under jsdom: seconds each on a shared machine.
describe('host lead actions', () => {
  it.each([
    [[captured], ['Qualify', 'Reject']],
    [[captured, qualified], ['Convert to hub', 'Reject']],
  ])('offers what the domain allows from the current status (%#)', async (events, expected) => {
    stubApi({ [HISTORY]: () => jsonResponse(200, historyOf(...events)) }, vi.stubGlobal);
    await renderPanel();
    expect(await actionNames()).toEqual(expected);
  });

  it.each([
    [[captured, qualified, converted], 'Converted'],
    [[captured, rejected], 'Rejected'],
  ])('offers nothing on a final lead, and says so (%#)', async (events, status) => {
    stubApi({ [HISTORY]: () => jsonResponse(200, historyOf(...events)) }, vi.stubGlobal);
    await renderPanel();
    expect(await within(await actionsRegion()).findByText(`This lead is final (${status}): nothing more can be done to it.`)).toBeTruthy();
    expect(await actionNames()).toEqual([]);
  });

  it('gives the actions to administrators only, as the host-lead policy says', () => {
    const lead = hostLeadFromHistory(historyOf(captured).data)?.lead;
    if (lead === undefined) throw new Error('the history folds into a lead');
    expect(availableHostLeadActions(lead, { id: 'a', roleId: Role.ADMIN })).toEqual(['qualify', 'reject']);
    for (const roleId of [Role.USER, Role.AGENCY, Role.PARTNER, Role.CAREGIVER]) expect(availableHostLeadActions(lead, { id: 'u', roleId })).toEqual([]);
  });

  it('qualifies at once with the version on screen, then shows the lead as it now is', async () => {
    let sent = false;
    const calls = stubApi(
      {
        [HISTORY]: historyAcross([captured], [captured, qualified], () => sent),
        [act_('qualify')]: () => {
          sent = true;
          return done(1, 120)();
        },
      },
      vi.stubGlobal,
    );
    const { queryClient } = await renderPanel();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(within(await actionsRegion()).getByRole('button', { name: 'Qualify' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ expectedVersion: 0 });
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['hostLeads'] });
    expect(await screen.findByText('Version 1')).toBeTruthy();
    expect(screen.getByTestId('host-lead-status').textContent).toBe('Qualified');
    expect(await actionNames()).toEqual(['Convert to hub', 'Reject']);
    // The refetch asks the read side to have caught up with the command.
    expect(calls.filter((call) => call.method === 'GET').at(-1)?.headers.get('X-Min-Position')).toBe('120');
  });

  it('asks why before rejecting, then sends the reason with the version on screen', async () => {
    const calls = stubApi({ [HISTORY]: () => jsonResponse(200, historyOf(captured, qualified)), [act_('reject')]: done(2, 121) }, vi.stubGlobal);
    await renderPanel();
    fireEvent.click(within(await actionsRegion()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject lead' });

    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Enter why the lead is rejected.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: ' No spare room after all ' } });
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expectedVersion: 1, reason: 'No spare room after all' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s field error next to the reason', async () => {
    stubApi(
      {
        [HISTORY]: () => jsonResponse(200, historyOf(captured)),
        [act_('reject')]: () => jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'reason', message: 'must be at most 500 characters' }] }),
      },
      vi.stubGlobal,
    );
    await renderPanel();
    fireEvent.click(within(await actionsRegion()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Too long, says the server' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject lead' }));
    expect(await within(dialog).findByText('must be at most 500 characters')).toBeTruthy();
  });

  it('converts into a hub of the lead’s product, chosen by name', async () => {
    const calls = stubApi(
      {
        [HISTORY]: () => jsonResponse(200, historyOf(captured, qualified)),
        'GET /api/shared-living-hubs': () =>
          jsonResponse(200, { data: [{ id: HUB_ID, name: 'Quayside House', productId: 14, address: { city: 'Vancouver' }, active: true }], total: 1, page: 1, pageSize: 20 }),
        [act_('convert')]: done(2, 122),
      },
      vi.stubGlobal,
    );
    await renderPanel();
    fireEvent.click(within(await actionsRegion()).getByRole('button', { name: 'Convert to hub' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Convert lead' });

    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Choose the hub this lead became.')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('combobox', { name: /Hub/ }), { target: { value: 'Quay' } });
    await waitFor(() => expect(calls.some((call) => call.url.includes('search=Quay'))).toBe(true));
    expect(calls.find((call) => call.url.includes('search=Quay'))?.url).toBe('/api/shared-living-hubs?page=1&pageSize=20&sort=name%3Aasc&productId=14&active=true&search=Quay');
    fireEvent.click(await screen.findByRole('option', { name: 'Quayside House · Vancouver' }));
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expectedVersion: 1, hubId: HUB_ID });
  });

  it('on 409 says someone else changed the lead, and shows its new state', async () => {
    let sent = false;
    stubApi(
      {
        [HISTORY]: historyAcross([captured], [captured, rejected], () => sent),
        [act_('qualify')]: () => {
          sent = true;
          return jsonResponse(409, { message: 'Someone else changed this record.', expectedVersion: 0, actualVersion: 1 });
        },
      },
      vi.stubGlobal,
    );
    await renderPanel();
    fireEvent.click(within(await actionsRegion()).getByRole('button', { name: 'Qualify' }));

    const alert = await screen.findByText(/your copy was version 0, it is now version 1/);
    await waitFor(() => expect(alert.textContent).toContain('its status is now Rejected'));
    expect(screen.getByTestId('host-lead-status').textContent).toBe('Rejected');
    expect(screen.getByText('Moved abroad')).toBeTruthy();
    expect(await actionNames()).toEqual([]);
  });
});

describe('the host-leads grid', () => {
  it('opens a lead in a drawer and follows a command without a refresh', async () => {
    let sent = false;
    const calls = stubApi(
      {
        'GET /admin/shared-living/host-leads': () =>
          jsonResponse(200, { data: [hostLead(sent ? { status: 'QUALIFIED', version: 1 } : {})], total: 1, page: 1, pageSize: 25 }),
        [HISTORY]: historyAcross([captured], [captured, qualified], () => sent),
        [act_('qualify')]: () => {
          sent = true;
          return done(1, 130)();
        },
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<HostLeadList />, { route: `/user/en-us/host-leads/${LEAD_ID}?status=NEW`, path: '/user/:locale/host-leads/:id?' });

    // The open drawer is modal: it hides the page behind it from the accessibility tree.
    const grid = await screen.findByRole('grid', { name: 'Host leads', hidden: true });
    expect(await within(grid).findByText('New')).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/admin/'))?.url).toBe('/admin/shared-living/host-leads?page=1&pageSize=25&sort=createdAt%3Adesc&status=NEW');
    expect(calls.find((call) => call.url.startsWith('/admin/'))?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');

    const drawer = await screen.findByRole('dialog', { name: 'Helen Park' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Qualify' }));
    expect(await within(grid).findByText('Qualified')).toBeTruthy();
    const lastList = calls.filter((call) => call.url.startsWith('/admin/')).at(-1);
    expect(lastList?.headers.get('X-Min-Position')).toBe('130');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close the lead' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/host-leads?status=NEW'));
  });
});
