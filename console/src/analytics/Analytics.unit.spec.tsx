import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, analyticsMeasures, type RoleId, type AnalyticsAnswer, type AnalyticsDrillAnswer, type AnalyticsQuestionInput } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi, type RecordedCall } from '../test/render';
import Analytics from './Analytics';
import { defaultFrom, utcToday } from './params';

const AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const HALF_YEAR = 'from=2019-01-01&to=2019-03-31';
const MONTHS = ['2019-01-01', '2019-02-01', '2019-03-01'];

const catalogue = (call: RecordedCall) => {
  const spanish = call.url.includes('locale=es-ES');
  return jsonResponse(200, {
    data: analyticsMeasures.map((measure) => ({
      ...measure,
      statistics: [...measure.statistics],
      dimensions: [...measure.dimensions],
      label: spanish ? `Medida ${measure.key}` : measure.key === 'referral.entered' ? 'Status changes of referrals' : `Measure ${measure.key}`,
    })),
  });
};

const seriesOf = (key: string, label: string, values: (number | null)[]) => ({ key, label, points: MONTHS.map((at, index) => ({ at, value: values[index] ?? null })) });

/** Referrals entering each status, January to March 2019, as the server would count them. */
const countsBy = (question: AnalyticsQuestionInput): AnalyticsAnswer => ({
  measure: question.measure,
  statistic: 'count',
  interval: 'month',
  currency: null,
  unit: 'records',
  from: '2019-01-01',
  to: '2019-03-31',
  series: question.groupBy === 'status' ? [seriesOf('1', 'Open', [3, 2, 0]), seriesOf('2', 'On hold', [1, 0, 4])] : [seriesOf('all', 'All', [4, 2, 4])],
  total: 10,
  comparison: null,
  asOf: question.asOf ?? null,
});

const fact = (index: number) => ({
  recordId: `${String(index).padStart(8, '0')}-0000-4000-8000-000000000000`,
  machine: 'referral' as const,
  status: 1,
  statusLabel: 'Open',
  at: `2019-01-0${index}T09:00:00.000Z`,
  seconds: null,
  agencyId: AGENCY,
  agencyName: 'Demo Home Care',
  partnerId: null,
  partnerName: null,
  amount: null,
});

/** The same counts, compared with the quarter before: its Open series 0, 1, 2. */
const compared = (call: RecordedCall): AnalyticsAnswer => ({
  ...countsBy(call.body as AnalyticsQuestionInput),
  comparison: {
    compareTo: 'previousPeriod',
    from: '2018-10-01',
    to: '2018-12-31',
    total: 3,
    series: [{ key: '1', label: 'Open', points: ['2018-10-01', '2018-11-01', '2018-12-01'].map((at, index) => ({ at, value: index })) }],
  },
});

const drillOf = (call: RecordedCall): AnalyticsDrillAnswer => {
  const { page, pageSize } = call.body as { page: number; pageSize: number };
  return { total: 3, page, pageSize, data: [fact(1), fact(2), fact(3)].slice((page - 1) * pageSize, page * pageSize) };
};

const routes = (query: (call: RecordedCall) => Response | Promise<Response> = (call) => jsonResponse(200, countsBy(call.body as AnalyticsQuestionInput))) => ({
  'GET /api/analytics/measures': catalogue,
  'POST /api/analytics/query': query,
  'POST /api/analytics/drill': (call: RecordedCall) => jsonResponse(200, drillOf(call)),
});

const open = (route: string, roleId: RoleId = Role.ADMIN) =>
  renderWithProviders(<Analytics />, {
    route,
    path: '/user/:locale/analytics',
    auth: session(roleId, roleId === Role.ADMIN ? null : AGENCY),
    locale: route.startsWith('/user/es-es/') ? 'es-ES' : 'en-US',
  });

/** jsdom's Blob has no text(): read it as a browser of old would. */
const textOf = (blob: Blob | undefined) =>
  new Promise<unknown>((resolve, reject) => {
    if (blob === undefined) return reject(new Error('nothing was downloaded'));
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

const queries = (calls: RecordedCall[]) => calls.filter((call) => call.url.startsWith('/api/analytics/query'));
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

// The screen waits for the catalogue, the answer and lazy texts; on a busy machine that is seconds.
describe('Analytics', () => {
  it('asks for referrals entering each status by month over the last 12 months, in the reader’s language', async () => {
    const calls = stubApi(routes(), vi.stubGlobal);
    await open('/user/en-us/analytics');

    await screen.findByRole('table', { name: 'The chart’s figures' });
    expect(queries(calls)[0]?.body).toEqual({ measure: 'referral.entered', statistic: 'count', interval: 'month', from: defaultFrom(utcToday()), to: utcToday(), filters: {}, groupBy: 'status' });
    expect(queries(calls)[0]?.url).toBe('/api/analytics/query?locale=en-US');
    expect(calls.find((call) => call.url.startsWith('/api/analytics/measures'))?.url).toBe('/api/analytics/measures?locale=en-US');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Analytics');
    expect(await screen.findByRole('heading', { level: 2, name: 'Status changes of referrals' })).toBeTruthy();
  });

  it('shows each series under its label and each figure in the table, and the total', async () => {
    stubApi(routes(), vi.stubGlobal);
    await open(`/user/en-us/analytics?${HALF_YEAR}`);

    const table = await screen.findByRole('table', { name: 'The chart’s figures' });
    expect(rowsOf(table)).toEqual([
      ['Interval', 'Open', 'On hold'],
      ['Jan 2019', '3', '1'],
      ['Feb 2019', '2', '0'],
      ['Mar 2019', '0', '4'],
    ]);
    expect(screen.getByTestId('analytics-total').textContent).toBe('Over the whole period: 10');
    expect(screen.getByTestId('analytics-summary').textContent).toBe('Status changes of referrals, Jan 1, 2019 to Mar 31, 2019 (UTC days)');
    // A quiet interval has nothing to open.
    expect(within(table).getAllByRole('button').map((button) => button.textContent)).toEqual(['3', '1', '2', '4']);
  });

  it('drills into a point: the records behind it, each opening its page', async () => {
    const calls = stubApi(routes(), vi.stubGlobal);
    await open(`/user/en-us/analytics?${HALF_YEAR}`);

    fireEvent.click(await screen.findByRole('button', { name: 'The records behind Open, Jan 2019: 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open, Jan 2019' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['00000001', 'Open', 'Jan 1, 2019, 9:00 AM', 'Demo Home Care', '—'],
      ['00000002', 'Open', 'Jan 2, 2019, 9:00 AM', 'Demo Home Care', '—'],
      ['00000003', 'Open', 'Jan 3, 2019, 9:00 AM', 'Demo Home Care', '—'],
    ]);
    expect(within(dialog).getByTestId('drill-summary').textContent).toBe('3 records');
    const link = within(dialog).getByRole('link', { name: 'Open referral 00000001' });
    expect(link.getAttribute('href')).toBe(`/user/en-us/referrals/${fact(1).recordId}`);
    const drill = calls.find((call) => call.url.startsWith('/api/analytics/drill'));
    expect(drill?.body).toEqual({
      question: { measure: 'referral.entered', statistic: 'count', interval: 'month', from: '2019-01-01', to: '2019-03-31', filters: {}, groupBy: 'status' },
      at: '2019-01-01',
      key: '1',
      page: 1,
      pageSize: 25,
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks again when the split changes, keeping the question in the URL', async () => {
    const calls = stubApi(routes(), vi.stubGlobal);
    await open(`/user/en-us/analytics?${HALF_YEAR}`);
    await screen.findByRole('table', { name: 'The chart’s figures' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Split by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nothing' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/analytics?groupBy=none&${HALF_YEAR}`));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'The chart’s figures' }))[0]).toEqual(['Interval', 'All']));
    expect(queries(calls).at(-1)?.body).not.toHaveProperty('groupBy');

    fireEvent.click(screen.getByRole('button', { name: 'On hold' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/analytics?groupBy=none&status=2&${HALF_YEAR}`));
    await waitFor(() => expect(queries(calls).at(-1)?.body).toMatchObject({ filters: { status: [2] } }));
    expect(screen.getByRole('button', { name: 'On hold' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('compares with the previous period, known as of an instant, and shows both in the table', async () => {
    const calls = stubApi(routes((call) => jsonResponse(200, compared(call))), vi.stubGlobal);
    await open(`/user/en-us/analytics?${HALF_YEAR}&compareTo=previousPeriod&asOf=2019-04-01T00:00:00.000Z`);

    const table = await screen.findByRole('table', { name: 'The chart’s figures' });
    expect(queries(calls)[0]?.body).toMatchObject({ compareTo: 'previousPeriod', asOf: { instant: '2019-04-01T00:00:00.000Z' } });
    expect(rowsOf(table).slice(0, 3)).toEqual([
      ['Interval', 'Open', 'On hold', 'Open, previous period', 'On hold, previous period'],
      ['Jan 2019', '3', '1', '0', '0'],
      ['Feb 2019', '2', '0', '1', '0'],
    ]);
    expect(screen.getByTestId('analytics-total').textContent).toBe('Over the whole period: 10 · The previous period: 3');
    expect(screen.getByTestId('analytics-summary').textContent).toContain('As the records stood on Apr 1, 2019');
  });

  it('drills into a figure of the compared period: the same question, at that period’s interval', async () => {
    const calls = stubApi(routes((call) => jsonResponse(200, compared(call))), vi.stubGlobal);
    await open(`/user/en-us/analytics?${HALF_YEAR}&compareTo=previousPeriod`);

    fireEvent.click(await screen.findByRole('button', { name: 'The records behind Open, previous period, Dec 2018: 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open, previous period, Dec 2018' });
    await within(dialog).findAllByRole('row');
    expect(calls.find((call) => call.url.startsWith('/api/analytics/drill'))?.body).toMatchObject({
      question: { from: '2019-01-01', to: '2019-03-31', compareTo: 'previousPeriod', groupBy: 'status' },
      at: '2018-12-01',
      key: '1',
    });
  });

  it('asks as of a log position typed, and lists what changed since', async () => {
    const calls = stubApi(
      {
        ...routes(),
        'POST /api/analytics/changes': (call: RecordedCall) => {
          const { since, page, pageSize } = call.body as { since: number; page: number; pageSize: number };
          return jsonResponse(200, { since, until: since + 9, total: 0, page, pageSize, data: [] });
        },
      },
      vi.stubGlobal,
    );
    await open(`/user/en-us/analytics?${HALF_YEAR}`);
    await screen.findByRole('table', { name: 'The chart’s figures' });
    expect(screen.queryByRole('heading', { name: /What changed since/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('or log position'), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show as of then' }));
    expect(await screen.findByText('Enter a whole number, a position in the log.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('or log position'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show as of then' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/analytics?${HALF_YEAR}&asOf=120`));
    await waitFor(() => expect(queries(calls).at(-1)?.body).toMatchObject({ asOf: { position: 120 } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'What changed since log position 120' })).toBeTruthy();
    expect(screen.getByTestId('analytics-summary').textContent).toContain('As the records stood at log position 120.');
    // What changed is asked of the question as known now, since the position.
    const changes = calls.find((call) => call.url.startsWith('/api/analytics/changes'));
    expect(changes?.body).toMatchObject({ since: 120, question: { from: '2019-01-01', to: '2019-03-31', groupBy: 'status' } });
    expect(changes?.body).not.toHaveProperty('question.asOf');
    expect((await screen.findByTestId('changes-summary')).textContent).toBe('0 events after log position 120, up to position 129, moved these figures.');

    fireEvent.click(screen.getByRole('button', { name: 'Back to now' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/analytics?${HALF_YEAR}`));
    expect(screen.queryByRole('heading', { name: /What changed since/ })).toBeNull();
  });

  it('asks as of the moment typed, refuses one still to come, and shows what changed since that moment', async () => {
    const calls = stubApi(
      {
        ...routes(),
        'POST /api/analytics/changes': (call: RecordedCall) => {
          const { since, page, pageSize } = call.body as { since: string; page: number; pageSize: number };
          return jsonResponse(200, { since, until: 129, total: 0, page, pageSize, data: [] });
        },
      },
      vi.stubGlobal,
    );
    await open(`/user/en-us/analytics?${HALF_YEAR}`);
    await screen.findByRole('table', { name: 'The chart’s figures' });
    const asOf = screen.getByLabelText('As of');

    fireEvent.change(asOf, { target: { value: '2999-01-01T00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show as of then' }));
    expect(await screen.findByText('Choose a moment in the past.')).toBeTruthy();

    fireEvent.change(asOf, { target: { value: '2019-04-01T08:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show as of then' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/analytics?${HALF_YEAR}&asOf=2019-04-01T08%3A30%3A00.000Z`));
    await waitFor(() => expect(queries(calls).at(-1)?.body).toMatchObject({ asOf: { instant: '2019-04-01T08:30:00.000Z' } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'What changed since Apr 1, 2019, 8:30 AM' })).toBeTruthy();
    await waitFor(() => expect(calls.find((call) => call.url.startsWith('/api/analytics/changes'))?.body).toMatchObject({ since: '2019-04-01T08:30:00.000Z' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Back to now' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/analytics?${HALF_YEAR}`));
  });

  it('offers a span measure its own statistics and two statuses, and asks between them', async () => {
    const calls = stubApi(routes(), vi.stubGlobal);
    await open(`/user/en-us/analytics?${HALF_YEAR}`);
    await screen.findByRole('table', { name: 'The chart’s figures' });
    expect(screen.queryByRole('combobox', { name: 'From status' })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Measure' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Measure referral.span' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/analytics?measure=referral.span&${HALF_YEAR}&fromStatus=1&toStatus=3`));
    await waitFor(() => expect(queries(calls).at(-1)?.body).toMatchObject({ measure: 'referral.span', fromStatus: 1, toStatus: 3 }));
    expect(queries(calls).at(-1)?.body).not.toHaveProperty('groupBy');
    // A span is not split or filtered by status.
    expect(screen.queryByRole('button', { name: 'On hold' })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'To status' }));
    expect((await screen.findByRole('option', { name: 'Open' })).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'On hold' }));
    await waitFor(() => expect(queries(calls).at(-1)?.body).toMatchObject({ fromStatus: 1, toStatus: 2 }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Statistic' }));
    const statistics = await screen.findAllByRole('option');
    expect(statistics.map((option) => option.textContent)).toEqual(['Count', 'Mean', 'Median', '90th percentile']);
    fireEvent.click(screen.getByRole('option', { name: 'Median' }));
    await waitFor(() => expect(queries(calls).at(-1)?.body).toMatchObject({ statistic: 'median' }));
  });

  it('asks for other days once the reader leaves the field, and says what is wrong with them first', async () => {
    const calls = stubApi(routes(), vi.stubGlobal);
    await open(`/user/en-us/analytics?${HALF_YEAR}`);
    await screen.findByRole('table', { name: 'The chart’s figures' });
    const from = screen.getByLabelText('From');

    // A year still being typed is a whole date to the input, and no question yet.
    fireEvent.change(from, { target: { value: '0002-01-01' } });
    expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/analytics?${HALF_YEAR}`);
    fireEvent.change(from, { target: { value: '2019-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2019-04-30' } });
    fireEvent.blur(from);
    expect(screen.getByText('The start must be on or before the end.')).toBeTruthy();
    expect(queries(calls)).toHaveLength(1);

    fireEvent.change(from, { target: { value: '2019-02-01' } });
    fireEvent.blur(from);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/analytics?from=2019-02-01&to=2019-04-30'));
    await waitFor(() => expect(queries(calls).at(-1)?.body).toMatchObject({ from: '2019-02-01', to: '2019-04-30' }));
  });

  it('downloads exactly the figures in the table as a CSV file named after the measure', async () => {
    stubApi(routes(), vi.stubGlobal);
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:analytics');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await open(`/user/en-us/analytics?${HALF_YEAR}`);
    await screen.findByRole('table', { name: 'The chart’s figures' });

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    // The file's code loads on the click.
    await waitFor(() => expect(names).toEqual(['analytics-referral-entered.csv']));
    expect(await textOf(createObjectURL.mock.calls[0]?.[0])).toBe('Interval start,Open,On hold\r\n2019-01-01,3,1\r\n2019-02-01,2,0\r\n2019-03-01,0,4\r\n');
  });

  it('shows durations in the unit they read best in, and how long each record took', async () => {
    const stays = (call: RecordedCall): AnalyticsAnswer => ({
      ...countsBy(call.body as AnalyticsQuestionInput),
      measure: 'referral.stay',
      statistic: 'median',
      unit: 'seconds',
      series: [seriesOf('1', 'Open', [172_800, null, 7_200])],
      total: 86_400,
    });
    const calls = stubApi(
      {
        ...routes((call) => jsonResponse(200, stays(call))),
        'POST /api/analytics/drill': () => jsonResponse(200, { total: 1, page: 1, pageSize: 25, data: [{ ...fact(1), seconds: 172_800 }] }),
      },
      vi.stubGlobal,
    );
    await open(`/user/en-us/analytics?measure=referral.stay&statistic=median&${HALF_YEAR}`);

    const table = await screen.findByRole('table', { name: 'The chart’s figures' });
    expect(rowsOf(table).slice(1)).toEqual([
      ['Jan 2019', '2 days'],
      ['Feb 2019', '—'],
      ['Mar 2019', '2 hours'],
    ]);
    expect(queries(calls)[0]?.body).toMatchObject({ measure: 'referral.stay', statistic: 'median' });
    // A median is not stacked: lines only, or the durations' distribution.
    expect(within(screen.getByRole('group', { name: 'Chart' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['Lines', 'Distribution']);

    fireEvent.click(within(table).getByRole('button', { name: 'The records behind Open, Jan 2019: 2 days' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('How long');
    expect(within(dialog).getAllByRole('row')[1]?.lastElementChild?.textContent).toBe('2 days');
    expect(within(dialog).getByTestId('drill-summary').textContent).toBe('1 record · Median: 2 days');
  });

  it('says so when nothing happened in the period', async () => {
    stubApi(routes((call) => jsonResponse(200, { ...countsBy(call.body as AnalyticsQuestionInput), series: [], total: 0 })), vi.stubGlobal);
    await open(`/user/en-us/analytics?${HALF_YEAR}`);
    expect(await screen.findByText('Nothing in this period.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'The chart’s figures' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download CSV' }).disabled).toBe(true);
  });

  it('shows a refused question with the server’s message beside the field it names', async () => {
    const message = 'gives more than 400 points from 2010-01-01 to 2019-03-31: choose a longer one';
    stubApi(routes(() => jsonResponse(400, { statusCode: 400, code: 'validation_failed', message: `The request is not valid: interval ${message}`, errors: [{ path: 'interval', message }] })), vi.stubGlobal);
    await open('/user/en-us/analytics?interval=day&from=2010-01-01&to=2019-03-31');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Request failed with status code 400');
    expect(alert.textContent).toContain(message);
    const interval = screen.getByRole('combobox', { name: 'Interval' });
    expect(document.getElementById(interval.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
  });

  it('speaks Spanish to a Spanish reader: measures, intervals and figures', async () => {
    const calls = stubApi(routes(), vi.stubGlobal);
    await open(`/user/es-es/analytics?${HALF_YEAR}`);

    const table = await screen.findByRole('table', { name: 'Las cifras del gráfico' });
    expect(rowsOf(table)[1]).toEqual(['ene 2019', '3', '1']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Analítica');
    expect(await screen.findByRole('heading', { level: 2, name: 'Medida referral.entered' })).toBeTruthy();
    expect(queries(calls)[0]?.url).toBe('/api/analytics/query?locale=es-ES');
  });

  it('narrows to an agency for an administrator only: the others are held to their own by the server', async () => {
    const adminCalls = stubApi({ ...routes(), [`GET /api/agencies/${AGENCY}`]: () => jsonResponse(200, { id: AGENCY, name: 'Demo Home Care' }) }, vi.stubGlobal);
    const first = await open(`/user/en-us/analytics?${HALF_YEAR}&agency=${AGENCY}`);
    await screen.findByRole('table', { name: 'The chart’s figures' });
    expect(queries(adminCalls)[0]?.body).toMatchObject({ filters: { agency: [AGENCY] } });
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Agency' }).value).toBe('Demo Home Care'));
    first.unmount();

    const calls = stubApi(routes(), vi.stubGlobal);
    await open(`/user/en-us/analytics?${HALF_YEAR}&agency=${AGENCY}`, Role.AGENCY);
    await screen.findByRole('table', { name: 'The chart’s figures' });
    expect(screen.queryByRole('combobox', { name: 'Agency' })).toBeNull();
    expect(queries(calls)[0]?.body).toMatchObject({ filters: {} });
  });

  it('draws a pipeline’s funnel from the question split by status: each stage’s arrivals over the period, and its share of the first', async () => {
    const stages = (call: RecordedCall): AnalyticsAnswer => ({
      ...countsBy(call.body as AnalyticsQuestionInput),
      // Largest first, as the server ranks them; the funnel goes in the pipeline's order.
      series: [seriesOf('1', 'Open', [3, 2, 1]), seriesOf('3', 'Closed', [0, 1, 1]), seriesOf('2', 'On hold', [1, 0, 2])],
    });
    const calls = stubApi(routes((call) => jsonResponse(200, stages(call))), vi.stubGlobal);
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:analytics');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await open(`/user/en-us/analytics?groupBy=none&${HALF_YEAR}&compareTo=previousPeriod`);
    await screen.findByRole('table', { name: 'The chart’s figures' });
    expect(within(screen.getByRole('group', { name: 'Chart' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['Lines', 'Stacked areas', 'Stacked bars', '100 % bars', 'Funnel']);

    fireEvent.click(screen.getByRole('button', { name: 'Funnel' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/analytics?groupBy=none&${HALF_YEAR}&compareTo=previousPeriod&chart=funnel`));
    const table = await screen.findByRole('table', { name: 'The funnel’s stages' });
    expect(rowsOf(table)).toEqual([
      ['Stage', 'Arrived', 'Share of the first stage'],
      ['Open', '6', '100%'],
      ['On hold', '3', '50%'],
      ['Closed', '2', '33.3%'],
    ]);
    // The stages are the statuses, whatever the split chosen; a funnel compares with nothing.
    expect(queries(calls).at(-1)?.body).toEqual({ measure: 'referral.entered', statistic: 'count', interval: 'month', from: '2019-01-01', to: '2019-03-31', filters: {}, groupBy: 'status' });
    expect(screen.getByRole('combobox', { name: 'Split by' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('table', { name: 'The chart’s figures' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(await textOf(createObjectURL.mock.calls[0]?.[0])).toBe(`Stage,Arrived,Share of the first stage\r\nOpen,6,1\r\nOn hold,3,0.5\r\nClosed,2,${2 / 6}\r\n`);
  });

  it('draws a duration’s distribution from its own call, in bins of days, with its bins as a table', async () => {
    const calls = stubApi(
      {
        ...routes(),
        'POST /api/analytics/distribution': () =>
          jsonResponse(200, {
            measure: 'referral.stay',
            from: '2019-01-01',
            to: '2019-03-31',
            binDays: 7,
            bins: [
              { from: 0, to: 7, count: 6 },
              { from: 7, to: 14, count: 0 },
              { from: 14, to: null, count: 2 },
            ],
            total: 8,
            asOf: null,
          }),
      },
      vi.stubGlobal,
    );
    await open(`/user/en-us/analytics?measure=referral.stay&statistic=median&${HALF_YEAR}&chart=distribution`);

    const table = await screen.findByRole('table', { name: 'The distribution’s bins' });
    expect(rowsOf(table)).toEqual([
      ['How long', 'Records', 'Share'],
      ['0 to under 7 days', '6', '75%'],
      ['7 to under 14 days', '0', '0%'],
      ['14 days or more', '2', '25%'],
    ]);
    expect(screen.getByTestId('analytics-total').textContent).toBe('8 durations in all');
    expect(calls.find((call) => call.url.startsWith('/api/analytics/distribution'))?.body).toEqual({
      question: { measure: 'referral.stay', statistic: 'median', interval: 'month', from: '2019-01-01', to: '2019-03-31', filters: {}, groupBy: 'status' },
    });
    // The series over time are not asked for beside it.
    expect(queries(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Lines' }));
    await screen.findByRole('table', { name: 'The chart’s figures' });
    expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/analytics?measure=referral.stay&statistic=median&${HALF_YEAR}`);
  });

  it('says so when a distribution has no duration in the period', async () => {
    stubApi({ ...routes(), 'POST /api/analytics/distribution': () => jsonResponse(200, { measure: 'referral.span', from: '2019-01-01', to: '2019-03-31', binDays: 0.125, bins: [], total: 0, asOf: null }) }, vi.stubGlobal);
    await open(`/user/en-us/analytics?measure=referral.span&${HALF_YEAR}&chart=distribution`);
    expect(await screen.findByText('Nothing in this period.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download CSV' }).disabled).toBe(true);
  });
});
