import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectionRebuild, ProjectionStatus, ProjectionStatusList } from '../api';
import { actorOf, canAccess } from '../auth';
import type { LocaleTag } from '../i18n';
import { jsonResponse, renderWithProviders, session, stubApi as stubRoutes, type RecordedCall } from '../test/render';
import { POLL_INTERVAL_MS } from './queries';
import ReadModels from './ReadModels';

const LIST = 'GET /api/admin/projections';
const REBUILD = 'POST /api/admin/projections/assessments/rebuild';
const EARLIER = '2026-01-05T10:00:00.000Z';
const NOW = '2026-03-02T09:00:00.000Z';

const rebuilt = (change: Partial<ProjectionRebuild> = {}): ProjectionRebuild => ({
  status: 'completed',
  position: 800,
  head: 800,
  startedAt: EARLIER,
  finishedAt: '2026-01-05T10:02:00.000Z',
  error: null,
  ...change,
});

const model = (name: string, change: Partial<ProjectionStatus> = {}): ProjectionStatus => ({
  name,
  position: 1_000,
  lag: 0,
  lastError: null,
  failedPosition: null,
  failedEventType: null,
  rebuild: null,
  ...change,
});
const answer = (data: ProjectionStatus[], head = 1_000): ProjectionStatusList => ({ head, data });
const gets = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'GET' && call.url === '/api/admin/projections');
const JOBS = 'GET /api/admin/jobs';
/** The screen also shows the background jobs: they answer an empty queue unless a test says otherwise. */
const stubApi = (routes: Parameters<typeof stubRoutes>[0], stub: Parameters<typeof stubRoutes>[1]) =>
  stubRoutes({ [JOBS]: () => jsonResponse(200, { runsOn: 'process', data: [{ queue: 'posting-expiry', counts: { waiting: 0, active: 0, delayed: 0, completed: 2, failed: 0 }, recent: [] }] }), ...routes }, stub);

const renderScreen = (locale: LocaleTag = 'en-US') =>
  renderWithProviders(<ReadModels />, { locale, route: '/user/en-us/read-models', path: '/user/:locale/read-models', auth: session(Role.ADMIN) });

describe('the read models screen', () => {
  it('rebuilds after a confirmation, shows the queue and then a determinate bar, and stops polling once it is done', async () => {
    // The status as the server would tell it after the POST: still the old rebuild (queued), replaying, finished.
    const afterRequest = [
      answer([model('assessments', { rebuild: rebuilt() }), model('patients', { position: 880, lag: 120 })]),
      answer([model('assessments', { rebuild: rebuilt({ status: 'running', position: 400, head: 1_000, startedAt: NOW, finishedAt: null }) }), model('patients')]),
      answer([model('assessments', { rebuild: rebuilt({ position: 1_000, head: 1_000, startedAt: NOW, finishedAt: '2026-03-02T09:01:00.000Z' }) }), model('patients')]),
    ];
    let requested = false;
    let readsSinceRequest = 0;
    const calls = stubApi(
      {
        [LIST]: () => {
          if (!requested) return jsonResponse(200, afterRequest[0]);
          const next = afterRequest[Math.min(readsSinceRequest, afterRequest.length - 1)];
          readsSinceRequest += 1;
          return jsonResponse(200, next);
        },
        [REBUILD]: () => {
          requested = true;
          return jsonResponse(202, { projector: 'assessments', jobId: 'job-7', status: 'queued' });
        },
      },
      vi.stubGlobal,
    );
    await renderScreen();

    const table = await screen.findByRole('table', { name: 'Read models and their rebuilds' });
    expect(screen.getByText('Each read model answers the console’s queries from its own tables, fed by the event store. The store is at event 1,000.')).toBeTruthy();
    const patients = within(table).getByRole('row', { name: /patients/ });
    expect(within(patients).getByText('880')).toBeTruthy();
    expect(within(patients).getByText('120 events behind')).toBeTruthy();
    expect(within(patients).getByText('Never rebuilt')).toBeTruthy();
    const assessments = within(table).getByRole('row', { name: /assessments/ });
    expect(within(assessments).getByText('Up to date')).toBeTruthy();
    expect(within(assessments).getByText('Rebuilt Jan 5, 2026, 10:02 AM')).toBeTruthy();
    // Nothing is rebuilding: the status is not read again.
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS * 1.5));
    expect(gets(calls)).toHaveLength(1);

    fireEvent.click(within(assessments).getByRole('button', { name: 'Rebuild assessments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebuild assessments?' });
    expect(within(dialog).getByText('Every event, from the first one, is replayed into fresh tables for this read model.')).toBeTruthy();
    expect(within(dialog).getByText(/Meanwhile the current tables keep answering queries/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rebuild from the first event' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual(['/api/admin/projections/assessments/rebuild']);
    expect(posts[0]?.headers.get('Idempotency-Key')).toBeTruthy();

    // The status still shows the earlier rebuild: the new one waits for a worker.
    expect(await within(table).findByText('Waiting for the rebuild worker…')).toBeTruthy();
    expect(within(assessments).getByRole('button', { name: 'Rebuild assessments' })).toHaveProperty('disabled', true);

    const bar = await within(table).findByRole('progressbar', { name: 'Rebuild progress of assessments' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(within(table).getByText('Replaying: event 400 of 1,000 (40%)')).toBeTruthy();

    expect(await screen.findByText('assessments was rebuilt: it now serves from event 1,000.', undefined)).toBeTruthy();
    expect(within(assessments).getByText('Rebuilt Mar 2, 2026, 9:01 AM')).toBeTruthy();
    expect(within(table).queryByRole('progressbar')).toBeNull();
    expect(within(assessments).getByRole('button', { name: 'Rebuild assessments' })).toHaveProperty('disabled', false);

    const readsWhenDone = gets(calls).length;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS * 1.5));
    expect(gets(calls)).toHaveLength(readsWhenDone);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/was rebuilt/)).toBeNull());
  });

  it('announces a failed rebuild with the error, the previous tables still serving', async () => {
    let requested = false;
    stubApi(
      {
        [LIST]: () =>
          jsonResponse(
            200,
            answer([model('notes', { rebuild: requested ? rebuilt({ status: 'failed', startedAt: NOW, position: 300, finishedAt: NOW, error: 'relation "notes_rebuild" is locked' }) : null })]),
          ),
        'POST /api/admin/projections/notes/rebuild': () => {
          requested = true;
          return jsonResponse(202, { projector: 'notes', jobId: 'job-8', status: 'queued' });
        },
      },
      vi.stubGlobal,
    );
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Rebuild notes' }));
    await act(async () => {
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rebuild from the first event' }));
    });
    expect(await screen.findByText('Rebuilding notes failed; the previous tables are still serving.')).toBeTruthy();
    expect(screen.getByText('Rebuild failed Mar 2, 2026, 9:00 AM')).toBeTruthy();
    expect(screen.getByText('relation "notes_rebuild" is locked')).toBeTruthy();
  });

  it('keeps a refused request in its dialog with what the server said', async () => {
    stubApi(
      {
        [LIST]: () => jsonResponse(200, answer([model('assessments')])),
        [REBUILD]: () => jsonResponse(503, { message: 'Rebuilds need REDIS_URL when command-service runs on its own.' }),
      },
      vi.stubGlobal,
    );
    await renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Rebuild assessments' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rebuild from the first event' }));
    });
    expect(await within(dialog).findByText('Request failed with status code 503')).toBeTruthy();
    expect(within(dialog).getByText('Rebuilds need REDIS_URL when command-service runs on its own.')).toBeTruthy();
    expect(screen.getByText('Never rebuilt')).toBeTruthy();
  });

  it('says when there is no read model yet, and shows a failed read with a retry', async () => {
    let fail = true;
    stubApi({ [LIST]: () => (fail ? jsonResponse(500, { message: 'Database unavailable' }) : jsonResponse(200, answer([], 0))) }, vi.stubGlobal);
    await renderScreen();
    expect(await screen.findByText('Request failed with status code 500')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No read models yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([
    ['en-US', 'Stopped at event 12,345 (SetPatientDiagnoses), retrying: value out of range for type integer'],
    ['en-CA', 'Stopped at event 12,345 (SetPatientDiagnoses), retrying: value out of range for type integer'],
    ['es-ES', 'Detenido en el evento 12.345 (SetPatientDiagnoses), reintentando: value out of range for type integer'],
  ] as const)('shows in %s, on its row, the event a failing projector cannot apply', async (locale, text) => {
    const failing = model('patients', { position: 12_344, lag: 40, lastError: 'value out of range for type integer', failedPosition: 12_345, failedEventType: 'SetPatientDiagnoses' });
    stubApi({ [LIST]: () => jsonResponse(200, answer([failing, model('notes')])) }, vi.stubGlobal);
    await renderScreen(locale);
    const row = await screen.findByRole('row', { name: /patients/ });
    expect(within(row).getByRole('alert').textContent).toBe(text);
    expect(within(await screen.findByRole('row', { name: /notes/ })).queryByRole('alert')).toBeNull();
  });

  it('formats positions and lag in the reader’s locale', async () => {
    const replaying = rebuilt({ status: 'running', position: 25_000, head: 100_000, startedAt: NOW, finishedAt: null });
    stubApi({ [LIST]: () => jsonResponse(200, answer([model('reports', { position: 87_655, lag: 12_345, rebuild: replaying })], 100_000)) }, vi.stubGlobal);
    await renderScreen('es-ES');
    const row = await screen.findByRole('row', { name: /reports/ });
    expect(within(row).getByText('87.655')).toBeTruthy();
    expect(within(row).getByText('12.345 eventos por detrás')).toBeTruthy();
    expect(within(row).getByText('Reproduciendo: evento 25.000 de 100.000 (25 %)')).toBeTruthy();
    expect(within(row).getByRole('progressbar', { name: 'Progreso de la reconstrucción de reports' }).getAttribute('aria-valuenow')).toBe('25');
    expect(within(row).getByRole('button', { name: 'Reconstruir reports' })).toHaveProperty('disabled', true);
  });

  it('shows the background jobs beside the read models', async () => {
    stubApi({ [LIST]: () => jsonResponse(200, answer([model('assessments')])) }, vi.stubGlobal);
    await renderScreen();
    expect(await screen.findByRole('table', { name: 'Read models and their rebuilds' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Background jobs' })).toBeTruthy();
    const queue = await screen.findByRole('region', { name: 'Posting expiry' });
    expect(within(queue).getByTestId('count-completed').textContent).toBe('2');
  });

  it('is in the navigation of administrators only (domain `projection.read`)', () => {
    expect(canAccess(actorOf(session(Role.ADMIN)), 'readModels')).toBe(true);
    for (const roleId of [Role.AGENCY, Role.AGENCY_AGENT, Role.PROVIDER, Role.PARTNER, Role.PARTNER_AGENT, Role.CAREGIVER, Role.USER]) {
      expect(canAccess(actorOf(session(roleId)), 'readModels')).toBe(false);
    }
  });
});
