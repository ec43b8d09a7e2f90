import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, statusMachineStatuses, type StatusMachine, type TimeInStatusAnswer } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi, type RecordedCall } from '../test/render';
import Reports from './Reports';

const PARTNER = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
const HOUR = 3_600;
const DAY = 86_400;

type Figures = Partial<Record<string, [count: number, median: number, mean: number, p90: number]>>;

/** An answer for `machine` with the figures given by status key; every other status measured nothing. */
const answerFor = (machine: StatusMachine, figures: Figures, between: TimeInStatusAnswer['between'] = null): TimeInStatusAnswer => ({
  machine,
  from: null,
  to: null,
  agencyId: null,
  partnerId: null,
  statuses: statusMachineStatuses[machine].map(({ id, key, label }) => {
    const [count, medianSeconds, meanSeconds, p90Seconds] = figures[key] ?? [0, null, null, null];
    return { status: id, key, label, count, medianSeconds, meanSeconds, p90Seconds };
  }),
  between,
});

const query = (call: RecordedCall) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);

const emptyRows = () => jsonResponse(200, { data: [], total: 0, page: 1, pageSize: 25 });
const emptyGraph = () => jsonResponse(200, { type: 'referrals', measure: 'opened', interval: 'month', from: null, to: null, data: [] });
const statistics = () => jsonResponse(200, { period: { from: null, to: null }, stats: {}, referralMetrics: [] });

const routes = (timeInStatus: (call: RecordedCall) => Response | Promise<Response>) => ({
  'POST /api/reports/referrals': emptyRows,
  'POST /api/reports/referrals/graph': emptyGraph,
  'POST /api/reports/all/statistics': statistics,
  'GET /api/reports/time-in-status': timeInStatus,
});

const byMachine = (call: RecordedCall) => {
  const { machine = 'assessment', fromStatus } = query(call);
  if (machine === 'referral') {
    const between = fromStatus === undefined ? null : { fromStatus: 1, toStatus: 3, count: 2, medianSeconds: 3 * DAY, meanSeconds: 3.5 * DAY, p90Seconds: 5 * DAY };
    return jsonResponse(200, answerFor('referral', { OPEN: [4, 2 * DAY, 2.5 * DAY, 6 * DAY], HOLD: [1, 12 * HOUR, 12 * HOUR, 12 * HOUR] }, between));
  }
  return jsonResponse(200, answerFor(machine as StatusMachine, { PENDING: [3, 2 * HOUR, 9_600, 15_840], SCHEDULED: [4, 1.5 * DAY, 149_400, 2.7 * DAY] }));
};

const reports = (route: string, roleId: 1 | 6 = Role.ADMIN) =>
  renderWithProviders(<Reports />, {
    route,
    path: '/user/:locale/reports',
    auth: session(roleId, null),
    locale: route.startsWith('/user/es-es/') ? 'es-ES' : 'en-US',
  });

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

// The grid and two charts together render slowly in jsdom on a busy machine.
describe('Time in status', () => {
  it('asks for the machine with the page’s period and shows each measured status’s median, mean and 90th percentile', async () => {
    const calls = stubApi(routes(byMachine), vi.stubGlobal);
    await reports('/user/en-us/reports?period=YTD');

    const table = await screen.findByRole('table', { name: 'Time in each status' });
    expect(rowsOf(table)).toEqual([
      ['Pending', '3', '2 hours', '2.7 hours', '4.4 hours'],
      ['Scheduled', '4', '36 hours', '41.5 hours', '2.7 days'],
    ]);
    expect(screen.getByRole('figure', { name: 'Time in each status: Assessments' })).toBeTruthy();
    expect(query(calls.find((call) => call.url.startsWith('/api/reports/time-in-status'))!)).toEqual({ machine: 'assessment', period: 'YTD' });
  });

  it('changes the machine and measures between two of its statuses through the URL', async () => {
    const calls = stubApi(routes(byMachine), vi.stubGlobal);
    await reports('/user/en-us/reports');
    await screen.findByRole('table', { name: 'Time in each status' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Records' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Referrals' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/reports?machine=referral'));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Time in each status' })).map((row) => row[0])).toEqual(['Open', 'On hold']));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'From status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Open' }));
    // Half a span asks for nothing more.
    expect(screen.getByTestId('location').textContent).toBe('/user/en-us/reports?machine=referral');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'To status' }));
    expect((await screen.findByRole('option', { name: 'Open' })).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Closed' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/reports?machine=referral&fromStatus=1&toStatus=3'));
    const between = await screen.findByTestId('time-between');
    await waitFor(() => expect(between.textContent).toContain('Median 3 days, mean 3.5 days, 90th percentile 5 days, over 2 records that got there in the period.'));
    expect(between.textContent).toContain('From Open to Closed');
    expect(query(calls.filter((call) => call.url.startsWith('/api/reports/time-in-status')).at(-1)!)).toEqual({ machine: 'referral', period: 'Month', fromStatus: '1', toStatus: '3' });
  });

  it('shows the statuses and durations in the reader’s language', async () => {
    stubApi(routes(byMachine), vi.stubGlobal);
    await reports('/user/es-es/reports?machine=referral&fromStatus=1&toStatus=3');

    const table = await screen.findByRole('table', { name: 'Tiempo en cada estado' });
    expect(rowsOf(table)).toEqual([
      ['Abierta', '4', '2 días', '2,5 días', '6 días'],
      ['En espera', '1', '12 horas', '12 horas', '12 horas'],
    ]);
    expect((await screen.findByTestId('time-between')).textContent).toContain('De Abierta a Cerrada');
    expect(screen.getByRole('figure', { name: 'Tiempo en cada estado: Derivaciones' })).toBeTruthy();
  });

  it('says so when no stay ended in the period, and while the figures load', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi(routes(() => new Promise<Response>((resolve) => (answer = resolve))), vi.stubGlobal);
    await reports('/user/en-us/reports?machine=caregiver');

    const figure = await screen.findByRole('figure', { name: 'Time in each status: Caregivers' });
    expect(await within(figure).findByText('Loading the durations…')).toBeTruthy();
    answer(jsonResponse(200, answerFor('caregiver', {})));
    expect(await within(figure).findByText('No record left a status in this period.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Time in each status' })).toBeNull();
  });

  it('shows the server’s refusal with a way to try again', async () => {
    stubApi(routes(() => jsonResponse(403, { message: 'Only administrators, agencies and partners may see reports.' })), vi.stubGlobal);
    await reports('/user/en-us/reports');
    const section = await screen.findByRole('region', { name: 'Time in status' });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Only administrators, agencies and partners may see reports.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('lets an administrator narrow every report to one partner by its id, and refuses what is not an id', async () => {
    const calls = stubApi(routes(byMachine), vi.stubGlobal);
    await reports('/user/en-us/reports');
    const field = await screen.findByRole('textbox', { name: 'Partner id' });

    fireEvent.change(field, { target: { value: 'partner 7' } });
    fireEvent.blur(field);
    expect(await screen.findByText(/Enter the partner’s id/)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/user/en-us/reports');

    fireEvent.change(field, { target: { value: PARTNER.toUpperCase() } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/reports?partnerId=${PARTNER}`));
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/reports/time-in-status') && query(call).partnerId === PARTNER)).toBe(true));
    expect(calls.some((call) => call.url === '/api/reports/referrals' && (call.body as { partnerId?: string }).partnerId === PARTNER)).toBe(true);
  });

  it('has no partner choice for a partner, whom the server holds to their own', async () => {
    stubApi(routes(byMachine), vi.stubGlobal);
    await reports('/user/en-us/reports', Role.PARTNER);
    await screen.findByRole('table', { name: 'Time in each status' });
    expect(screen.queryByRole('textbox', { name: 'Partner id' })).toBeNull();
  });
});
