import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, analyticsMeasures, type AnalyticsQuestionInput, type AnalyticsSavedQuestionAnswer } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, session, stubApi, type RecordedCall } from '../test/render';
import Analytics from './Analytics';

const HALF_YEAR = 'interval=week&from=2019-01-01&to=2019-03-31';
const QUESTION_ID = '0b7f6c5e-0000-4000-8000-000000000001';
const OTHER_ID = '0b7f6c5e-0000-4000-8000-000000000002';

const saved = (id: string, name: string, search: string, pinned = false): AnalyticsSavedQuestionAnswer => ({ id, name, search, pinned, savedAt: '2026-03-02T09:30:00.000Z' });

const answerOf = (question: AnalyticsQuestionInput) => ({
  measure: question.measure,
  statistic: 'count',
  interval: question.interval,
  currency: null,
  unit: 'records',
  from: question.from,
  to: question.to,
  series: [{ key: 'all', label: 'All', points: [{ at: question.from, value: 2 }] }],
  total: 2,
  comparison: null,
  asOf: null,
});

const accepted = (id: string) => jsonResponse(200, { id, version: 1, globalPosition: 42 });

const routes = (extra: Record<string, (call: RecordedCall) => Response> = {}) => ({
  'GET /api/analytics/measures': () => jsonResponse(200, { data: analyticsMeasures.map((measure) => ({ ...measure, statistics: [...measure.statistics], dimensions: [...measure.dimensions], label: `Measure ${measure.key}` })) }),
  'POST /api/analytics/query': (call: RecordedCall) => jsonResponse(200, answerOf(call.body as AnalyticsQuestionInput)),
  ...extra,
});

const open = (route = `/user/en-us/analytics?${HALF_YEAR}`) =>
  renderWithProviders(<Analytics />, { route, path: '/user/:locale/analytics', auth: session(Role.AGENCY, '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01') });

const saveDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Save question' }));
  return screen.findByRole('dialog', { name: 'Save this question' });
};

const posts = (calls: RecordedCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.url.split('?')[0] === path);

describe('saving a workbench question', () => {
  it('saves the question on the screen, as its URL search string, under the trimmed name', async () => {
    const calls = stubApi(routes({ 'POST /api/analytics/questions': () => jsonResponse(201, { id: QUESTION_ID, version: 0, globalPosition: 41 }) }), vi.stubGlobal);
    await open();
    const dialog = await saveDialog();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: '  Referrals per week  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved as “Referrals per week”. Find it under Saved questions.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [save] = posts(calls, '/api/analytics/questions');
    expect(save?.body).toEqual({ name: 'Referrals per week', search: HALF_YEAR });
    expect(save?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
  });

  it('asks for a name before anything is sent, and for one of at most 80 characters', async () => {
    const calls = stubApi(routes(), vi.stubGlobal);
    await open();
    const dialog = await saveDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });

    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'x'.repeat(81) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use at most 80 characters.')).toBeTruthy();
    expect(posts(calls, '/api/analytics/questions')).toEqual([]);
  });

  it('says beside the name when another saved question has it (409), and shows a 400 the server names the field of', async () => {
    let answer = () => jsonResponse(409, { message: 'You already have a saved question called "Referrals".', code: 'question_name_taken', errors: [{ path: 'name', message: 'must differ' }] });
    stubApi(routes({ 'POST /api/analytics/questions': () => answer() }), vi.stubGlobal);
    await open();
    const dialog = await saveDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Referrals' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You already have a question with this name.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');

    answer = () => jsonResponse(400, { message: 'The request is not valid.', code: 'validation_failed', errors: [{ path: 'name', message: 'must not contain NUL characters or unpaired surrogates' }] });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Referrals 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must not contain NUL characters or unpaired surrogates')).toBeTruthy();
  });
});

describe('the saved questions', () => {
  const list = [saved(QUESTION_ID, 'Referrals per week', HALF_YEAR, true), saved(OTHER_ID, 'Tasks done', 'measure=task.occurred&groupBy=none')];

  it('lists each question, opening the workbench on it, and pins, unpins, renames and deletes it', async () => {
    const calls = stubApi(
      routes({
        'GET /api/analytics/questions': () => jsonResponse(200, { data: list }),
        [`POST /api/analytics/questions/${OTHER_ID}/pin`]: () => accepted(OTHER_ID),
        [`POST /api/analytics/questions/${QUESTION_ID}/unpin`]: () => accepted(QUESTION_ID),
        [`POST /api/analytics/questions/${OTHER_ID}/rename`]: () => accepted(OTHER_ID),
        [`POST /api/analytics/questions/${OTHER_ID}/delete`]: () => accepted(OTHER_ID),
      }),
      vi.stubGlobal,
    );
    await open('/user/en-us/analytics');
    fireEvent.click(await screen.findByRole('button', { name: 'Saved questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved questions' });

    const links = await within(dialog).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Referrals per week', `/user/en-us/analytics?${HALF_YEAR}`],
      ['Tasks done', '/user/en-us/analytics?measure=task.occurred&groupBy=none'],
    ]);
    expect(within(dialog).getByText(/^On the dashboard · Saved /)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pin to dashboard: Tasks done' }));
    await waitFor(() => expect(posts(calls, `/api/analytics/questions/${OTHER_ID}/pin`)).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpin: Referrals per week' }));
    await waitFor(() => expect(posts(calls, `/api/analytics/questions/${QUESTION_ID}/unpin`)).toHaveLength(1));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename: Tasks done' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename the question' });
    const name = within(rename).getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(name.value).toBe('Tasks done');
    fireEvent.change(name, { target: { value: 'Tasks completed' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(posts(calls, `/api/analytics/questions/${OTHER_ID}/rename`).map((call) => call.body)).toEqual([{ name: 'Tasks completed' }]));

    const back = await screen.findByRole('dialog', { name: 'Saved questions' });
    fireEvent.click(within(back).getByRole('button', { name: 'Delete: Tasks done' }));
    expect(posts(calls, `/api/analytics/questions/${OTHER_ID}/delete`), 'a delete is confirmed first').toEqual([]);
    fireEvent.click(within(back).getByRole('button', { name: 'Delete for good: Tasks done' }));
    await waitFor(() => expect(posts(calls, `/api/analytics/questions/${OTHER_ID}/delete`)).toHaveLength(1));
    // Each change reads the list again, past the command's position.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/analytics/questions' && call.method === 'GET').length).toBeGreaterThanOrEqual(4));
    expect(calls.filter((call) => call.url === '/api/analytics/questions' && call.method === 'GET').at(-1)?.headers.get('X-Min-Position')).toBe('42');
  });

  it('opens a saved question: the workbench asks it', async () => {
    const calls = stubApi(routes({ 'GET /api/analytics/questions': () => jsonResponse(200, { data: list }) }), vi.stubGlobal);
    await open('/user/en-us/analytics');
    fireEvent.click(await screen.findByRole('button', { name: 'Saved questions' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Tasks done' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/analytics?measure=task.occurred&groupBy=none'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(posts(calls, '/api/analytics/query').at(-1)?.body).toMatchObject({ measure: 'task.occurred', filters: {} }));
    expect(posts(calls, '/api/analytics/query').at(-1)?.body).not.toHaveProperty('groupBy');
  });

  it('says when nothing is saved yet', async () => {
    stubApi(routes({ 'GET /api/analytics/questions': () => jsonResponse(200, { data: [] }) }), vi.stubGlobal);
    await open('/user/en-us/analytics');
    fireEvent.click(await screen.findByRole('button', { name: 'Saved questions' }));
    expect(await screen.findByText('You have no saved questions yet. Ask a question, then choose Save question.')).toBeTruthy();
  });
});
