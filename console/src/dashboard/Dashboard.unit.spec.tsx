import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, statsKeys } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { StatisticsView } from '../api';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import Dashboard from './Dashboard';

const statistics = (overrides: Partial<StatisticsView['stats']> = {}): StatisticsView => ({
  period: { from: '2026-01-01', to: '2026-11-24' },
  stats: {
    userPatient: 12,
    partnerPatient: 7,
    referral: 1234,
    patientTrend: { current: 40, previous: 32, changePercent: 25 },
    allCardStats: { paid: 9, paidCents: 1_234_567, voided: 1 },
    active: 5,
    careCoordination: 31,
    historical: 11,
    sharedLiving: 20,
    sharedLivingReferral: 14,
    adultDayProgram: 3,
    onHold: 2,
    postings: 8,
    ...overrides,
  },
  referralMetrics: [],
});

const graph = (type: string, points: { start: string; count: number }[]) => ({
  type,
  measure: 'created',
  interval: 'month',
  from: '2026-01-01',
  to: '2026-11-24',
  data: points.map((point) => ({ ...point, sum: 0 })),
});

const graphs = {
  'POST /api/reports/assessments/graph': () => jsonResponse(200, graph('assessments', [{ start: '2026-03-01', count: 4 }])),
  'POST /api/reports/referrals/graph': () => jsonResponse(200, graph('referrals', [{ start: '2026-05-01', count: 2 }])),
  'POST /api/reports/patients/graph': () => jsonResponse(200, graph('patients', [])),
};

const dashboard = (route = '/user/en-us/dashboard', locale: 'en-US' | 'es-ES' = 'en-US') =>
  renderWithProviders(<Dashboard />, { route, path: '/user/:locale/dashboard', locale, auth: session(Role.ADMIN) });

const card = (key: string) => screen.getByTestId(`stat-${key}`);

describe('Dashboard', () => {
  it('shows a card for every statistic, with the numbers in the reader’s locale', async () => {
    const calls = stubApi({ 'POST /api/reports/all/statistics': () => jsonResponse(200, statistics()), ...graphs }, vi.stubGlobal);
    await dashboard();

    await waitFor(() => expect(card('referral').textContent).toContain('1,234'));
    for (const key of statsKeys) expect(card(key.id)).toBeTruthy();
    expect(card('careCoordination').textContent).toContain('Assessments requested31');
    expect(card('patientTrend').textContent).toContain('+25% against the 32 of the period before');
    expect(card('allCardStats').textContent).toContain('Total CA$12,345.67 · 1 voided');
    expect(screen.getByTestId('dashboard-period').textContent).toBe('Jan 1, 2026 to Nov 24, 2026 (UTC days)');
    expect(within(screen.getByRole('figure', { name: 'New work over the period' })).getByText('Assessments created')).toBeTruthy();
    const statisticsCall = calls.find((call) => call.url === '/api/reports/all/statistics');
    expect(statisticsCall?.body).toEqual({ period: 'YTD' });
    expect(calls.filter((call) => call.url.endsWith('/graph')).map((call) => call.body)).toEqual([
      { period: 'YTD', interval: 'month' },
      { period: 'YTD', interval: 'month' },
      { period: 'YTD', interval: 'month' },
    ]);
  });

  it('formats for Spanish readers', async () => {
    stubApi({ 'POST /api/reports/all/statistics': () => jsonResponse(200, statistics()), ...graphs }, vi.stubGlobal);
    await dashboard('/user/es-es/dashboard', 'es-ES');
    await waitFor(() => expect(card('referral').textContent).toContain('1234'));
    expect(card('allCardStats').textContent).toContain(`Total ${new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'CAD' }).format(12_345.67)} · 1 anulado`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Panel');
  });

  it('says when there is no earlier period to compare with', async () => {
    stubApi(
      { 'POST /api/reports/all/statistics': () => jsonResponse(200, statistics({ patientTrend: { current: 3, previous: null, changePercent: null } })), ...graphs },
      vi.stubGlobal,
    );
    await dashboard('/user/en-us/dashboard?period=All');
    await waitFor(() => expect(card('patientTrend').textContent).toContain('No earlier period to compare with'));
  });

  it('switches the period through the URL and asks again, by day for a month', async () => {
    const calls = stubApi({ 'POST /api/reports/all/statistics': () => jsonResponse(200, statistics()), ...graphs }, vi.stubGlobal);
    await dashboard();
    await waitFor(() => expect(card('referral').textContent).toContain('1,234'));

    fireEvent.click(screen.getByRole('button', { name: 'This month' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/dashboard?period=Month'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/reports/all/statistics' && (call.body as { period: string }).period === 'Month')).toBe(true));
    expect(calls.some((call) => call.url === '/api/reports/assessments/graph' && JSON.stringify(call.body) === '{"period":"Month","interval":"day"}')).toBe(true);
  });

  it('shows skeletons while loading, then a failure with a retry that asks again', async () => {
    let answer = () => jsonResponse(503, { message: 'The read model is catching up.' });
    const calls = stubApi({ 'POST /api/reports/all/statistics': () => answer(), ...graphs }, vi.stubGlobal);
    await dashboard();
    expect(card('referral').getAttribute('aria-busy')).toBe('true');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Request failed with status code 503');
    expect(alert.textContent).toContain('The read model is catching up.');

    answer = () => jsonResponse(200, statistics());
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(card('referral').textContent).toContain('1,234'));
    expect(calls.filter((call) => call.url === '/api/reports/all/statistics')).toHaveLength(2);
  });
});
