import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Webhook, WebhookDelivery } from '../api';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import Deliveries from './Deliveries';
import WebhookSettings from './WebhookSettings';

const HOOK_ID = '7a1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const PATIENT_STREAM = 'patient-3f0e8a41-0b7c-4d2e-9a61-5c4b3a291807';

const webhook: Webhook = {
  id: HOOK_ID,
  url: 'https://hooks.example.org/careledger',
  eventTypes: ['PatientRegistered'],
  status: 'active',
  pausedReason: null,
  agencyId: AGENCY_ID,
  partnerId: null,
  createdBy: 'user-1',
  position: 40,
  consecutiveFailures: 0,
  lastError: null,
  lastDeliveredAt: null,
  secretRotatedAt: null,
  version: 0,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

const delivery = (change: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  eventId: `${PATIENT_STREAM}@0`,
  globalPosition: 41,
  streamId: PATIENT_STREAM,
  type: 'PatientRegistered',
  status: 'failed',
  attempts: 5,
  lastError: 'connection refused',
  lastStatusCode: null,
  responseTimeMs: null,
  queuedAt: '2026-03-01T09:05:00.000Z',
  lastAttemptAt: '2026-03-01T09:10:00.000Z',
  deliveredAt: null,
  ...change,
});
const page = (data: WebhookDelivery[], total = data.length) => ({ data, total, page: 1, pageSize: 25 });

const render = () =>
  renderWithProviders(<Deliveries />, { route: `/user/en-us/settings/webhooks/${HOOK_ID}`, path: '/user/:locale/settings/webhooks/:id', auth: session(Role.AGENCY, AGENCY_ID) });

describe('the delivery log of a webhook', () => {
  it('lists each event’s delivery and redelivers one, saying so', async () => {
    let rows = [delivery(), delivery({ globalPosition: 40, eventId: `${PATIENT_STREAM}@1`, type: 'PatientDemographicsUpdated', status: 'delivered', attempts: 1, lastError: null, lastStatusCode: 204, responseTimeMs: 37 })];
    const calls = stubApi(
      {
        [`GET /api/webhooks/${HOOK_ID}`]: () => jsonResponse(200, webhook),
        [`GET /api/webhooks/${HOOK_ID}/deliveries`]: () => jsonResponse(200, page(rows)),
        [`POST /api/webhooks/${HOOK_ID}/deliveries/41/redeliver`]: () => {
          rows = [{ ...rows[0]!, status: 'pending' }, rows[1]!];
          return jsonResponse(202, { webhookId: HOOK_ID, globalPosition: 41, status: 'pending' });
        },
      },
      vi.stubGlobal,
    );
    await render();
    expect(await screen.findByText('https://hooks.example.org/careledger')).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Deliveries' });
    expect(await within(grid).findByText('connection refused')).toBeTruthy();
    expect(within(grid).getByText('Failed')).toBeTruthy();
    expect(within(grid).getByText('Delivered')).toBeTruthy();
    expect(within(grid).getByText('37 ms')).toBeTruthy();
    // A delivered row has no error: its 204 is not shown as one.
    expect(within(grid).queryByText(/204/)).toBeNull();
    expect(within(grid).getAllByText(PATIENT_STREAM)).toHaveLength(2);
    const paged = calls.find((call) => call.url.startsWith(`/api/webhooks/${HOOK_ID}/deliveries`));
    expect(paged?.url).toContain('pageSize=25');
    fireEvent.click(within(grid).getByRole('button', { name: `Redeliver PatientRegistered of ${PATIENT_STREAM}` }));
    expect(await screen.findByText('The event at position 41 is queued to be sent again.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Deliveries' })).getByText('Pending')).toBeTruthy());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`/api/webhooks/${HOOK_ID}/deliveries/41/redeliver`]);
  });

  it('shows what the server says when a redelivery is refused', async () => {
    stubApi(
      {
        [`GET /api/webhooks/${HOOK_ID}`]: () => jsonResponse(200, webhook),
        [`GET /api/webhooks/${HOOK_ID}/deliveries`]: () => jsonResponse(200, page([delivery()])),
        [`POST /api/webhooks/${HOOK_ID}/deliveries/41/redeliver`]: () => jsonResponse(503, { message: 'This process reaches no job queue' }),
      },
      vi.stubGlobal,
    );
    await render();
    const grid = await screen.findByRole('grid', { name: 'Deliveries' });
    fireEvent.click(await within(grid).findByRole('button', { name: `Redeliver PatientRegistered of ${PATIENT_STREAM}` }));
    expect(await screen.findByText('This process reaches no job queue')).toBeTruthy();
    expect(screen.queryByText(/is queued to be sent again/)).toBeNull();
  });

  it('opens from its subscription’s row in the list, and leads back to it', async () => {
    stubApi(
      {
        'GET /api/webhooks': () => jsonResponse(200, { data: [webhook], total: 1, page: 1, pageSize: 100 }),
        [`GET /api/webhooks/${HOOK_ID}`]: () => jsonResponse(200, webhook),
        [`GET /api/webhooks/${HOOK_ID}/deliveries`]: () => jsonResponse(200, page([])),
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<WebhookSettings />, { route: '/user/en-us/settings/webhooks', path: '/user/:locale/settings/webhooks/*', auth: session(Role.AGENCY, AGENCY_ID) });
    fireEvent.click(await screen.findByRole('link', { name: `Delivery log of ${webhook.url}` }));
    expect(await screen.findByRole('heading', { name: 'Delivery log' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/settings/webhooks/${HOOK_ID}`);
    fireEvent.click(screen.getByRole('link', { name: 'Back to webhooks' }));
    expect(await screen.findByRole('heading', { name: 'Webhooks' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/user/en-us/settings/webhooks');
  });

  it('says so when nothing has been delivered yet', async () => {
    stubApi(
      {
        [`GET /api/webhooks/${HOOK_ID}`]: () => jsonResponse(200, webhook),
        [`GET /api/webhooks/${HOOK_ID}/deliveries`]: () => jsonResponse(200, page([])),
      },
      vi.stubGlobal,
    );
    await render();
    expect(await screen.findByText('No deliveries yet')).toBeTruthy();
  });

  it('shows an error with a retry when the log cannot be read', async () => {
    let fail = true;
    stubApi(
      {
        [`GET /api/webhooks/${HOOK_ID}`]: () => jsonResponse(200, webhook),
        [`GET /api/webhooks/${HOOK_ID}/deliveries`]: () => (fail ? jsonResponse(500, { message: 'Log unreadable' }) : jsonResponse(200, page([delivery()]))),
      },
      vi.stubGlobal,
    );
    await render();
    expect(await screen.findByText('Log unreadable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await screen.findByRole('grid', { name: 'Deliveries' })).findByText('connection refused')).toBeTruthy();
  });
});
