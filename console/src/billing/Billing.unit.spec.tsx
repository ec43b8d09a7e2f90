import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, type RoleId } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { canAccess } from '../auth';
import type { LocaleTag } from '../i18n';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import Billing from './Billing';
import { AGENCY_ID, BATCH_ID, SUBSCRIPTION_ID, actors, cardBatch, payment, product, subscription, taxRate } from './billing.fixtures';
import { billingTabsFor } from './policy';

const page = (data: unknown[]) => jsonResponse(200, { data, total: data.length, page: 1, pageSize: 25 });
const billingApi = {
  'GET /api/products': () => page([product(), product({ id: '77777777-7777-4777-8777-777777777777', name: 'Founding membership', membershipCode: 'membership', unitPriceCents: 1_999, active: false })]),
  'GET /api/tax-rate': () => jsonResponse(200, { data: [taxRate(), taxRate({ id: '88888888-8888-4888-8888-888888888888', name: 'Nova Scotia HST', rateBasisPoints: 1_400 })] }),
  'GET /api/subscriptions': () => page([subscription(), subscription({ id: '99999999-9999-4999-8999-999999999999', patientId: null, userId: 'family-1', status: 'cancelled', cancelledFrom: '2026-04-05' })]),
  [`GET /api/subscriptions/${SUBSCRIPTION_ID}`]: () => jsonResponse(200, subscription()),
  'GET /api/subscription-payments': () => page([payment(), payment({ id: '12121212-1212-4121-8121-121212121212', periodStart: '2026-01-05', periodEnd: '2026-02-04', status: 1, cardBatchId: BATCH_ID })]),
  'GET /api/card-batches': () => page([cardBatch()]),
};

const renderBilling = (route: string, roleId: RoleId = Role.ADMIN, locale: LocaleTag = 'en-US') =>
  renderWithProviders(<Billing />, { route, path: '/user/:locale/billing/*', auth: session(roleId, roleId === Role.AGENCY ? AGENCY_ID : null, 'admin-1'), locale });

// Data grids under jsdom: seconds each on a machine shared with other runs.
describe('the billing screen', () => {
  it('gives each role the lists the domain lets it read', () => {
    expect(billingTabsFor(actors.admin)).toEqual(['subscriptions', 'payments', 'products', 'card-batches']);
    expect(billingTabsFor(actors.family)).toEqual(['subscriptions', 'payments', 'products']);
    expect(billingTabsFor(actors.agency)).toEqual(['subscriptions', 'payments', 'products']);
    for (const actor of [actors.admin, actors.family, actors.agency]) expect(canAccess(actor, 'billing')).toBe(true);
    for (const actor of [actors.partner, actors.caregiver]) expect(canAccess(actor, 'billing')).toBe(false);
  });

  it('opens on the subscriptions, with prices as money and the product named', async () => {
    stubApi(billingApi, vi.stubGlobal);
    await renderBilling('/user/en-us/billing');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/billing/subscriptions'));
    expect(screen.getByRole('tab', { name: 'Subscriptions' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Subscriptions', 'Payments', 'Products', 'Card batches']);
    const grid = await screen.findByRole('grid', { name: 'Subscriptions' });
    expect((await within(grid).findAllByText('Remote monitoring')).length).toBe(2);
    expect(within(grid).getAllByText('CA$34.99 per month')).toHaveLength(2);
    expect(within(grid).getByText('Ada Moreno')).toBeTruthy();
    expect(within(grid).getByText('Canceled')).toBeTruthy();
    expect(within(grid).getAllByText('Card charge · Visa')).toHaveLength(2);
  });

  it('shows the price list in Spanish, with tax and total at the chosen rate', async () => {
    const calls = stubApi(billingApi, vi.stubGlobal);
    await renderBilling('/user/es-es/billing/products', Role.USER, 'es-ES');
    const grid = await screen.findByRole('grid', { name: 'Productos' });
    const row = (await within(grid).findByText('Remote monitoring')).closest('[role="row"]') as HTMLElement;
    const text = (row.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain('34,99 CAD al mes');
    expect(text).toContain('4,55 CAD');
    expect(text).toContain('39,54 CAD');
    expect(within(grid).getByText('Retirado')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Tipo impositivo/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Nova Scotia HST/ }));
    await waitFor(() => expect((row.textContent ?? '').replace(/\s/g, ' ')).toContain('39,89 CAD'));
    expect(screen.queryByRole('tab', { name: 'Lotes de tarjeta' })).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/card-batches'))).toBe(false);
  });

  it('opens a subscription from the grid: its terms and its payments with their state', async () => {
    const calls = stubApi(billingApi, vi.stubGlobal);
    await renderBilling('/user/en-us/billing/subscriptions');
    const grid = await screen.findByRole('grid', { name: 'Subscriptions' });
    fireEvent.click(await within(grid).findByText('Ada Moreno'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/billing/subscriptions/${SUBSCRIPTION_ID}`));

    expect(await screen.findByRole('heading', { name: 'Subscription — Ada Moreno, Remote monitoring' })).toBeTruthy();
    expect(await screen.findByText('Ontario HST (13%)')).toBeTruthy();
    expect(screen.getByText('Monthly on the same date')).toBeTruthy();
    const payments = await screen.findByRole('grid', { name: 'Payments of this subscription' });
    expect(await within(payments).findByText('Unpaid')).toBeTruthy();
    expect(within(payments).getByText('Paid')).toBeTruthy();
    expect(within(payments).getAllByText('CA$4.55 at 13%')).toHaveLength(2);
    expect(calls.some((call) => call.url === `/api/subscription-payments?page=1&pageSize=25&sort=periodStart%3Adesc&subscriptionId=${SUBSCRIPTION_ID}`)).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Back to subscriptions' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/billing/subscriptions'));
  });

  it('keeps the card batches to administrators, also by URL', async () => {
    const calls = stubApi(billingApi, vi.stubGlobal);
    await renderBilling('/user/en-us/billing/card-batches', Role.AGENCY);
    expect(await screen.findByText('Your role does not give you access to this page.')).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith('/api/card-batches'))).toBe(false);
  });
});
