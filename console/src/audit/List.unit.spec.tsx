import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SCHEDULER_ACTOR } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '../api';
import type { LocaleTag } from '../i18n';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import AuditLog from './List';

const ASSESSMENT_ID = 'aaaaaaaa-0000-4000-8000-000000000001';
const ACTOR_ID = 'cccccccc-0000-4000-8000-000000000003';

const event = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  globalPosition: 42,
  streamId: `assessment-${ASSESSMENT_ID}`,
  streamVersion: 1,
  type: 'AssessmentScheduled',
  data: { assessmentId: ASSESSMENT_ID, visitAt: '2026-03-05T14:00:00.000Z' },
  actorId: ACTOR_ID,
  actorName: 'Ana Admin',
  actorRole: 1,
  occurredAt: '2026-03-01T09:30:00.000Z',
  recordedAt: '2026-03-01T09:30:01.000Z',
  correlationId: 'dddddddd-0000-4000-8000-000000000004',
  causationId: 'eeeeeeee-0000-4000-8000-000000000005',
  ...overrides,
});
const page = (data: AuditEvent[] = []) => jsonResponse(200, { data, total: data.length, page: 1, pageSize: 25 });
const auditCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/audit/events')).map((call) => call.url);
const list = (route = '/user/en-us/audit', locale: LocaleTag = 'en-US') => renderWithProviders(<AuditLog />, { route, path: '/user/:locale/audit', locale });

describe('AuditLog', () => {
  it('asks the server for the newest events first and shows time, type, stream, actor and role', async () => {
    const calls = stubApi({ 'GET /api/audit/events': () => page([event()]) }, vi.stubGlobal);
    await list();
    const grid = await screen.findByRole('grid', { name: 'Audit log' });
    expect(await within(grid).findByText('AssessmentScheduled')).toBeTruthy();
    expect(within(grid).getByText(`assessment-${ASSESSMENT_ID}`)).toBeTruthy();
    expect(within(grid).getByText('Ana Admin')).toBeTruthy();
    expect(within(grid).getByText('Administrator')).toBeTruthy();
    expect(auditCalls(calls)).toEqual(['/api/audit/events?page=1&pageSize=25&sort=position%3Adesc']);
  });

  it.each([
    ['en-US', '/user/en-us/audit', 'Careledger scheduler'],
    ['es-ES', '/user/es-es/audit', 'Planificador de Careledger'],
  ] as const)('names what the scheduler did as the scheduler, in %s, never by a bare id', async (locale, route, name) => {
    const closed = event({ type: 'PostingClosed', actorId: SCHEDULER_ACTOR.id, actorName: 'Careledger scheduler', data: { reason: 'expired' } });
    stubApi({ 'GET /api/audit/events': () => page([closed]) }, vi.stubGlobal);
    await list(route, locale);
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText(name)).toBeTruthy();
    expect(within(grid).queryByText(SCHEDULER_ACTOR.id.slice(0, 8))).toBeNull();
    fireEvent.click(within(grid).getByText('PostingClosed'));
    expect(within(await screen.findByRole('dialog')).getByText(`${name} (${SCHEDULER_ACTOR.id})`)).toBeTruthy();
  });

  it('refuses a window that ends before it starts, and sends nothing until it is fixed', async () => {
    const calls = stubApi({ 'GET /api/audit/events': () => page() }, vi.stubGlobal);
    await list();
    await screen.findByText('No events yet');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-02T10:00:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01T10:00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Must not be before the start')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/user/en-us/audit');
    expect(auditCalls(calls)).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-03T10:00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const from = new Date('2026-03-02T10:00:00').toISOString();
    const to = new Date('2026-03-03T10:00:00').toISOString();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/audit?${new URLSearchParams({ from, to }).toString()}`));
    await waitFor(() => expect(auditCalls(calls).at(-1)).toBe(`/api/audit/events?page=1&pageSize=25&sort=position%3Adesc&${new URLSearchParams({ from, to }).toString()}`));
    expect(screen.queryByText('Must not be before the start')).toBeNull();
    expect(await screen.findByText('No events match these filters')).toBeTruthy();
  });

  it('names a malformed event type or stream at its field', async () => {
    stubApi({ 'GET /api/audit/events': () => page() }, vi.stubGlobal);
    await list();
    fireEvent.change(screen.getByLabelText('Event type'), { target: { value: 'no such' } });
    fireEvent.change(screen.getByLabelText('Stream'), { target: { value: 'Bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Letters and digits only, e.g. PatientRegistered')).toBeTruthy();
    expect(screen.getByText('Must be a stream id, e.g. patient-<id>')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/user/en-us/audit');
  });

  it('filters by an actor found by name, at once, and shows a linked actor by name', async () => {
    const calls = stubApi(
      {
        'GET /api/audit/events': () => page([event()]),
        'GET /api/logins': () => jsonResponse(200, { data: [{ id: ACTOR_ID, name: 'Ana Admin', email: 'ana@example.test' }], total: 1, page: 1, pageSize: 10 }),
        [`GET /api/users/${ACTOR_ID}`]: () => jsonResponse(200, { id: ACTOR_ID, name: 'Ana Admin', email: 'ana@example.test' }),
      },
      vi.stubGlobal,
    );
    await list();
    fireEvent.change(screen.getByRole('combobox', { name: 'Actor' }), { target: { value: 'Ana' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Ana Admin · ana@example.test' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user/en-us/audit?actor=${ACTOR_ID}`));
    await waitFor(() => expect(auditCalls(calls).at(-1)).toBe(`/api/audit/events?page=1&pageSize=25&sort=position%3Adesc&actor=${ACTOR_ID}`));
  });

  it('shows the actor of a shared link by name', async () => {
    stubApi(
      {
        'GET /api/audit/events': () => page([event()]),
        [`GET /api/users/${ACTOR_ID}`]: () => jsonResponse(200, { id: ACTOR_ID, name: 'Ana Admin', email: 'ana@example.test' }),
      },
      vi.stubGlobal,
    );
    await list(`/user/en-us/audit?actor=${ACTOR_ID}`);
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Actor' }).value).toBe('Ana Admin'));
  });

  it('filters by category at once and by event type through the URL', async () => {
    const calls = stubApi({ 'GET /api/audit/events': () => page() }, vi.stubGlobal);
    await list('/user/en-us/audit?page=3');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Category/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Assessments' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/audit?category=assessment'));
    fireEvent.change(screen.getByLabelText('Event type'), { target: { value: 'AssessmentScheduled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/en-us/audit?category=assessment&type=AssessmentScheduled'));
    await waitFor(() => expect(auditCalls(calls)).toContain('/api/audit/events?page=1&pageSize=25&sort=position%3Adesc&category=assessment&type=AssessmentScheduled'));
  });

  it.each([
    ['en-US', '/user/en-us/audit', 'Patient note views'],
    ['es-ES', '/user/es-es/audit', 'Lecturas de notas de pacientes'],
  ] as const)('offers the views of notes as a category of their own, in %s', async (locale, route, label) => {
    const calls = stubApi({ 'GET /api/audit/events': () => page() }, vi.stubGlobal);
    await list(route, locale);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Category|Categoría/ }));
    fireEvent.click(await screen.findByRole('option', { name: label }));
    await waitFor(() => expect(auditCalls(calls)).toContain('/api/audit/events?page=1&pageSize=25&sort=position%3Adesc&category=noteview'));
  });

  it('opens an event with its facts, its data as formatted JSON and a link to its record history', async () => {
    stubApi({ 'GET /api/audit/events': () => page([event()]) }, vi.stubGlobal);
    await list();
    fireEvent.click(await screen.findByText('AssessmentScheduled'));
    const dialog = await screen.findByRole('dialog', { name: 'Event AssessmentScheduled' });
    expect(within(dialog).getByText(`Ana Admin (${ACTOR_ID})`)).toBeTruthy();
    expect(within(dialog).getByText('dddddddd-0000-4000-8000-000000000004')).toBeTruthy();
    expect(within(dialog).getByTestId('event-json').textContent).toBe(JSON.stringify(event().data, null, 2));
    const history = within(dialog).getByRole('link', { name: 'Record history' });
    expect(history.getAttribute('href')).toBe(`/user/en-us/audit/streams/assessment-${ASSESSMENT_ID}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
