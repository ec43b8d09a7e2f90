import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Webhook } from '../api';
import { actorOf, canAccess } from '../auth';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import Webhooks from './Webhooks';

const HOOK_ID = '7a1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const URL_ = 'https://hooks.example.org/careledger';
const SECRET = `whsec_${'A'.repeat(43)}=`;
const ROTATED = `whsec_${'B'.repeat(43)}=`;

const listed = (change: Partial<Webhook> = {}): Webhook => ({
  id: HOOK_ID,
  url: URL_,
  eventTypes: ['PatientRegistered'],
  status: 'active',
  pausedReason: null,
  agencyId: AGENCY_ID,
  partnerId: null,
  createdBy: 'user-1',
  position: 10,
  consecutiveFailures: 0,
  lastError: null,
  lastDeliveredAt: null,
  secretRotatedAt: null,
  version: 0,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  ...change,
});
const page = (data: Webhook[]) => ({ data, total: data.length, page: 1, pageSize: 100 });
const accepted = (version: number) => ({ id: HOOK_ID, version, globalPosition: 20 + version });

const render = (auth = session(Role.AGENCY, AGENCY_ID)) => renderWithProviders(<Webhooks />, { route: '/user/en-us/settings/webhooks', path: '/user/:locale/settings/webhooks', auth });

const chooseEventType = async (name: string) => {
  const input = screen.getByRole('combobox', { name: /^Event types/ });
  fireEvent.change(input, { target: { value: name } });
  fireEvent.click(await screen.findByRole('option', { name }));
};

describe('the webhooks screen', () => {
  it('says so when there is no subscription, and lists each with its types, status and failures', async () => {
    let hooks: Webhook[] = [];
    stubApi({ 'GET /api/webhooks': () => jsonResponse(200, page(hooks)) }, vi.stubGlobal);
    const { queryClient } = await render();
    expect(await screen.findByText('No webhooks yet')).toBeTruthy();
    hooks = [listed({ status: 'paused', pausedReason: 'failures', consecutiveFailures: 3, lastError: 'HTTP 500', eventTypes: ['PatientRegistered', 'AssessmentApproved'] })];
    await queryClient.invalidateQueries();
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(within(table).getByRole('link', { name: `Delivery log of ${URL_}` }).getAttribute('href')).toBe(`/user/en-us/settings/webhooks/${HOOK_ID}`);
    expect(within(table).getByText('PatientRegistered, AssessmentApproved')).toBeTruthy();
    expect(within(table).getByText('Paused after failures')).toBeTruthy();
    expect(within(table).getByText('3 failures in a row')).toBeTruthy();
    expect(within(table).getByText('HTTP 500')).toBeTruthy();
    expect(within(table).getByRole('button', { name: `Resume ${URL_}` })).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    let fail = true;
    stubApi({ 'GET /api/webhooks': () => (fail ? jsonResponse(500, { message: 'Database down' }) : jsonResponse(200, page([listed()]))) }, vi.stubGlobal);
    await render();
    expect(await screen.findByText('Database down')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Webhooks' })).toBeTruthy();
  });

  it('checks the URL and the event types by the server’s rules before sending anything', async () => {
    const calls = stubApi({ 'GET /api/webhooks': () => jsonResponse(200, page([])) }, vi.stubGlobal);
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe a URL' });
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: 'https://user:pw@hooks.example.org/' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText('Must be an absolute http: or https: URL without a user name or password')).toBeTruthy();
    expect(within(dialog).getByText('Must name at least one event type')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: 'ftp://hooks.example.org/' } });
    expect(within(dialog).getByText('Must be an absolute http: or https: URL without a user name or password')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('subscribes, shows the secret once with a copy button, and never again', async () => {
    let hooks: Webhook[] = [];
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const calls = stubApi(
      {
        'GET /api/webhooks': () => jsonResponse(200, page(hooks)),
        'POST /api/webhooks': () => {
          hooks = [listed()];
          return jsonResponse(201, { ...accepted(0), secret: SECRET });
        },
      },
      vi.stubGlobal,
    );
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe a URL' });
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: ` ${URL_} ` } });
    await chooseEventType('PatientRegistered');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe(SECRET);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ url: URL_, eventTypes: ['PatientRegistered'] });
    fireEvent.click(screen.getByRole('button', { name: 'Copy secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByText('Copied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(within(await screen.findByRole('dialog')).queryByTestId('webhook-secret')).toBeNull();
    expect(within(table).getByText(URL_)).toBeTruthy();
  });

  it("offers the catalogue's event types, those only administrators see to administrators only", async () => {
    stubApi({ 'GET /api/webhooks': () => jsonResponse(200, page([])) }, vi.stubGlobal);
    const optionsOffered = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
      const input = within(await screen.findByRole('dialog', { name: 'Subscribe a URL' })).getByRole('combobox', { name: /^Event types/ });
      fireEvent.change(input, { target: { value: 'e' } });
      await screen.findByRole('option', { name: 'NoteCreated' });
      return screen.queryAllByRole('option').map((option) => option.textContent);
    };
    const agency = await render();
    const agencyOptions = await optionsOffered();
    expect(agencyOptions).toEqual(expect.arrayContaining(['PatientRegistered', 'NoteCreated', 'AssessmentApproved']));
    expect(agencyOptions).not.toContain('SignInFailed');
    agency.unmount();
    await render(session(Role.ADMIN));
    expect(await optionsOffered()).toEqual(expect.arrayContaining(['PatientRegistered', 'SignInFailed']));
  });

  it('rotates the secret after a confirmation and shows the new one once; deletes after a confirmation; pauses at once', async () => {
    let hooks = [listed()];
    const calls = stubApi(
      {
        'GET /api/webhooks': () => jsonResponse(200, page(hooks)),
        [`POST /api/webhooks/${HOOK_ID}/rotate-secret`]: () => jsonResponse(200, { ...accepted(1), secret: ROTATED }),
        [`POST /api/webhooks/${HOOK_ID}/pause`]: () => {
          hooks = [listed({ status: 'paused', pausedReason: 'owner' })];
          return jsonResponse(200, accepted(2));
        },
        [`POST /api/webhooks/${HOOK_ID}/delete`]: () => {
          hooks = [];
          return jsonResponse(200, accepted(3));
        },
      },
      vi.stubGlobal,
    );
    await render();
    fireEvent.click(await screen.findByRole('button', { name: `Rotate the secret of ${URL_}` }));
    const rotating = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(calls.some((call) => call.url.endsWith('/rotate-secret'))).toBe(false);
    fireEvent.click(within(rotating).getByRole('button', { name: 'Rotate secret' }));
    expect((await within(rotating).findByTestId('webhook-secret')).textContent).toBe(ROTATED);
    fireEvent.click(within(rotating).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(ROTATED);

    fireEvent.click(screen.getByRole('button', { name: `Pause ${URL_}` }));
    expect(await screen.findByRole('button', { name: `Resume ${URL_}` })).toBeTruthy();
    expect(screen.getByText('Paused')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `Delete ${URL_}` }));
    const deleting = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    fireEvent.click(within(deleting).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.url.endsWith('/delete'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: `Delete ${URL_}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No webhooks yet')).toBeTruthy();
  });

  it('is open to administrators and whoever speaks for an agency, a provider or a partner, not to their agents', () => {
    expect(canAccess(actorOf(session(Role.ADMIN)), 'webhooks')).toBe(true);
    expect(canAccess(actorOf(session(Role.AGENCY, AGENCY_ID)), 'webhooks')).toBe(true);
    expect(canAccess(actorOf(session(Role.PROVIDER, AGENCY_ID)), 'webhooks')).toBe(true);
    expect(canAccess(actorOf(session(Role.AGENCY_AGENT, AGENCY_ID)), 'webhooks')).toBe(false);
    expect(canAccess(actorOf(session(Role.CAREGIVER, AGENCY_ID)), 'webhooks')).toBe(false);
    expect(canAccess(actorOf(session(Role.USER)), 'webhooks')).toBe(false);
  });
});
