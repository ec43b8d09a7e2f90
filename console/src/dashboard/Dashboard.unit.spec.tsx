import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, statsKeys, type AnalyticsQuestionInput } from '@careledger/domain';
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
  'GET /api/analytics/questions': () => jsonResponse(200, { data: [] }),
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
    expect(within(await screen.findByRole('figure', { name: 'New work over the period' })).getByText('Assessments created')).toBeTruthy();
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

  describe('pinned questions', () => {
    const question = (id: string, name: string, search: string, pinned: boolean) => ({ id: `0b7f6c5e-0000-4000-8000-00000000000${id}`, name, search, pinned, savedAt: '2026-03-02T09:30:00.000Z' });
    const answerOf = (asked: AnalyticsQuestionInput) => ({
      measure: asked.measure,
      statistic: 'count',
      interval: asked.interval,
      currency: null,
      unit: 'records',
      from: asked.from,
      to: asked.to,
      series: [{ key: 'all', label: 'All', points: [{ at: asked.from, value: 3 }] }],
      total: 3,
      comparison: null,
      asOf: null,
    });

    it('shows each pinned question under its name, linking to the workbench on it, and asks each one’s figures', async () => {
      const calls = stubApi(
        {
          'POST /api/reports/all/statistics': () => jsonResponse(200, statistics()),
          ...graphs,
          'GET /api/analytics/questions': () =>
            jsonResponse(200, {
              data: [
                question('1', 'Referrals per week', 'interval=week&from=2019-01-01&to=2019-03-31&groupBy=none', true),
                question('2', 'Not pinned', 'measure=task.occurred', false),
                question('3', 'Tasks done by quarter', 'measure=task.occurred&interval=quarter&from=2018-01-01&to=2018-12-31&status=2&chart=bar', true),
              ],
            }),
          'POST /api/analytics/query': (call) => jsonResponse(200, answerOf(call.body as AnalyticsQuestionInput)),
        },
        vi.stubGlobal,
      );
      await dashboard();

      const section = await screen.findByRole('region', { name: 'Pinned questions' });
      await waitFor(() => expect(within(section).getAllByTestId('pinned-question')).toHaveLength(2));
      expect(within(section).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Referrals per week', '/user/en-us/analytics?interval=week&from=2019-01-01&to=2019-03-31&groupBy=none'],
        ['Tasks done by quarter', '/user/en-us/analytics?measure=task.occurred&interval=quarter&from=2018-01-01&to=2018-12-31&status=2&chart=bar'],
      ]);
      expect(within(section).queryByText('Not pinned')).toBeNull();
      await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/analytics/query'))).toHaveLength(2));
      expect(calls.filter((call) => call.url.startsWith('/api/analytics/query')).map((call) => call.body)).toEqual([
        { measure: 'referral.entered', statistic: 'count', interval: 'week', from: '2019-01-01', to: '2019-03-31', filters: {} },
        { measure: 'task.occurred', statistic: 'count', interval: 'quarter', from: '2018-01-01', to: '2018-12-31', filters: { status: [2] }, groupBy: 'status' },
      ]);
    });

    it('says none is pinned yet and where to pin one, in the reader’s language', async () => {
      stubApi({ 'POST /api/reports/all/statistics': () => jsonResponse(200, statistics()), ...graphs }, vi.stubGlobal);
      await dashboard('/user/es-es/dashboard', 'es-ES');
      const empty = await screen.findByTestId('pinned-questions-empty');
      expect(empty.textContent).toBe('Aún no hay ninguna pregunta fijada. Guarde una en Analítica y fíjela para ver aquí su gráfico.');
      expect(within(empty).getByRole('link', { name: 'Analítica' }).getAttribute('href')).toBe('/user/es-es/analytics');
      expect(screen.getByRole('region', { name: 'Preguntas fijadas' })).toBeTruthy();
    });
  });
});
