import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Job, JobQueue, JobQueues } from '../api';
import type { LocaleTag } from '../i18n';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { BackgroundJobs } from './BackgroundJobs';

const LIST = 'GET /api/admin/jobs';
const ADDED = '2026-03-02T09:00:00.000Z';

const job = (id: string, change: Partial<Job> = {}): Job => ({
  queue: 'posting-expiry',
  id,
  state: 'completed',
  progress: 100,
  detail: {},
  attempts: 1,
  failedReason: null,
  addedAt: ADDED,
  finishedAt: '2026-03-02T09:04:00.000Z',
  ...change,
});
const queue = (recent: Job[], counts: Partial<JobQueue['counts']> = {}, name = 'posting-expiry'): JobQueue => ({
  queue: name,
  counts: { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0, ...counts },
  recent,
});
const answer = (data: JobQueue[], runsOn: JobQueues['runsOn'] = 'process'): JobQueues => ({ runsOn, data });
const listReads = (calls: { method: string; url: string }[]) => calls.filter((call) => call.method === 'GET' && call.url === '/api/admin/jobs').length;

const renderSection = (locale: LocaleTag = 'en-US') => renderWithProviders(<BackgroundJobs />, { locale, auth: session(Role.ADMIN) });

describe('the background jobs section', () => {
  it('shows each queue’s counts and latest jobs: state, a bar while running, attempts, the error of a failed one', async () => {
    const running = job('posting-expiry:2937', { state: 'active', progress: 50, detail: { closed: 3, alreadyClosed: 0, skipped: 1 }, finishedAt: null });
    const failed = job('posting-expiry:2936', { state: 'failed', progress: 0, attempts: 5, failedReason: 'connection terminated unexpectedly' });
    const done = job('posting-expiry:2935', { detail: { closed: 12, alreadyClosed: 0, skipped: 0 } });
    stubApi({ [LIST]: () => jsonResponse(200, answer([queue([running, failed, done], { active: 1, failed: 1, completed: 1 })], 'redis')) }, vi.stubGlobal);
    await renderSection();

    const card = await screen.findByRole('region', { name: 'Posting expiry' });
    expect(screen.getByText('Jobs run on Redis: every worker process shares these queues.')).toBeTruthy();
    const counts = within(card).getByLabelText('Jobs of Posting expiry by state');
    expect(within(counts).getByTestId('count-active').textContent).toBe('1');
    expect(within(counts).getByTestId('count-failed').textContent).toBe('1');
    expect(within(counts).getByTestId('count-waiting').textContent).toBe('0');

    const table = within(card).getByRole('table', { name: 'Recent jobs of Posting expiry' });
    const runningRow = within(table).getByRole('row', { name: /posting-expiry:2937/ });
    expect(within(runningRow).getByText('Running')).toBeTruthy();
    expect(within(runningRow).getByRole('progressbar', { name: 'Progress of job posting-expiry:2937' }).getAttribute('aria-valuenow')).toBe('50');
    expect(within(runningRow).getByText('closed: 3 · already closed: 0 · skipped: 1')).toBeTruthy();
    expect(within(runningRow).queryByRole('button')).toBeNull();

    const failedRow = within(table).getByRole('row', { name: /posting-expiry:2936/ });
    expect(within(failedRow).getByText('Failed')).toBeTruthy();
    expect(within(failedRow).getByText('connection terminated unexpectedly')).toBeTruthy();
    expect(within(failedRow).getByText('5')).toBeTruthy();
    expect(within(failedRow).getByRole('button', { name: 'Retry job posting-expiry:2936' })).toBeTruthy();

    const doneRow = within(table).getByRole('row', { name: /posting-expiry:2935/ });
    expect(within(doneRow).getByText('Completed')).toBeTruthy();
    expect(within(doneRow).getByText('Mar 2, 2026, 9:00 AM')).toBeTruthy();
    expect(within(doneRow).getByText('Mar 2, 2026, 9:04 AM')).toBeTruthy();
    expect(within(doneRow).queryByRole('progressbar')).toBeNull();
  });

  it('retries a failed job, then reads the queues again at once and shows it waiting', async () => {
    let retried = false;
    const failed = job('posting-expiry:2936', { state: 'failed', progress: 0, attempts: 5, failedReason: 'connection terminated unexpectedly' });
    const calls = stubApi(
      {
        [LIST]: () =>
          jsonResponse(200, answer([retried ? queue([job(failed.id, { state: 'waiting', attempts: 0, failedReason: null, finishedAt: null })], { waiting: 1 }) : queue([failed], { failed: 1 })])),
        'POST /api/admin/jobs/posting-expiry/posting-expiry%3A2936/retry': () => {
          retried = true;
          return jsonResponse(202, { queue: 'posting-expiry', id: failed.id, state: 'waiting' });
        },
      },
      vi.stubGlobal,
    );
    await renderSection();
    const readsBefore = listReads(calls);
    const retry = await screen.findByRole('button', { name: 'Retry job posting-expiry:2936' });
    await act(async () => {
      fireEvent.click(retry);
    });
    const card = screen.getByRole('region', { name: 'Posting expiry' });
    await waitFor(() => expect(within(card).getByRole('row', { name: /posting-expiry:2936/ }).textContent).toContain('Waiting'));
    expect(within(card).queryByRole('button', { name: /Retry job/ })).toBeNull();
    expect(within(card).getByTestId('count-waiting').textContent).toBe('1');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/admin/jobs/posting-expiry/posting-expiry%3A2936/retry']);
    expect(listReads(calls)).toBeGreaterThan(readsBefore);
  });

  it('keeps a refused retry in the queue’s card with what the server said', async () => {
    const failed = job('j-9', { state: 'failed', failedReason: 'boom' });
    stubApi(
      {
        [LIST]: () => jsonResponse(200, answer([queue([failed], { failed: 1 })])),
        'POST /api/admin/jobs/posting-expiry/j-9/retry': () => jsonResponse(404, { message: 'Queue posting-expiry has no failed job j-9 to retry.' }),
      },
      vi.stubGlobal,
    );
    await renderSection();
    const retry = await screen.findByRole('button', { name: 'Retry job j-9' });
    await act(async () => {
      fireEvent.click(retry);
    });
    const card = screen.getByRole('region', { name: 'Posting expiry' });
    expect(await within(card).findByText('Queue posting-expiry has no failed job j-9 to retry.')).toBeTruthy();
  });

  it('reads the queues again every few seconds while it is shown', async () => {
    let reads = 0;
    stubApi(
      {
        [LIST]: () => {
          reads += 1;
          const state = reads === 1 ? 'waiting' : 'active';
          return jsonResponse(200, answer([queue([job('j-1', { state, progress: reads === 1 ? 0 : 30, finishedAt: null })], { [state]: 1 })]));
        },
      },
      vi.stubGlobal,
    );
    await renderSection();
    expect(within(await screen.findByRole('row', { name: /j-1/ })).getByText('Waiting')).toBeTruthy();
    const bar = await screen.findByRole('progressbar', { name: 'Progress of job j-1' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
  });

  it('shows a spinner while loading, then says when there is no queue, or no job in a queue', async () => {
    let release!: () => void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    let queues: JobQueue[] = [];
    stubApi({ [LIST]: async () => (await ready, jsonResponse(200, answer(queues))) }, vi.stubGlobal);
    const { unmount } = await renderSection();
    expect(screen.getByRole('progressbar', { name: 'Loading the background jobs' })).toBeTruthy();
    release();
    expect(await screen.findByText('No job queues')).toBeTruthy();
    unmount();

    queues = [queue([])];
    await renderSection();
    const card = await screen.findByRole('region', { name: 'Posting expiry' });
    expect(within(card).getByText('No jobs yet.')).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('shows a failed read with a retry', async () => {
    let fail = true;
    stubApi({ [LIST]: () => (fail ? jsonResponse(503, { message: 'This process reaches no job queue.' }) : jsonResponse(200, answer([queue([])]))) }, vi.stubGlobal);
    await renderSection();
    expect(await screen.findByText('This process reaches no job queue.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Posting expiry' })).toBeTruthy();
  });

  it.each([
    ['en-CA', 'Background jobs', 'Posting expiry', 'Failed', 'Retry job j-2', 'Jobs run in this process'],
    ['es-ES', 'Tareas en segundo plano', 'Vencimiento de ofertas', 'Fallida', 'Reintentar la tarea j-2', 'Las tareas se ejecutan en este proceso'],
  ] as const)('speaks %s', async (locale, title, queueName, failed, retry, runsOn) => {
    stubApi({ [LIST]: () => jsonResponse(200, answer([queue([job('j-2', { state: 'failed', failedReason: 'boom' }), job('j-3', { state: 'active', progress: 25, finishedAt: null })], { failed: 1, active: 1 })])) }, vi.stubGlobal);
    await renderSection(locale);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    const card = await screen.findByRole('region', { name: queueName });
    expect(within(card).getAllByText(failed).length).toBeGreaterThan(0);
    expect(within(card).getByRole('button', { name: retry })).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${runsOn}`))).toBeTruthy();
    expect(within(card).getByText(locale === 'es-ES' ? '25 %' : '25%')).toBeTruthy();
  });
});
