import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DoseDue } from '../api';
import { closeDeviceStore } from '../offline/device-store';
import { commandsOf, dropCommand } from '../offline/outbox';
import { forgetSavedReads, readThrough } from '../offline/saved-reads';
import { renderWithProviders } from '../test/render';
import { CAREGIVER, PATIENT, caregiverSession, dayTask } from '../test/day-fixtures';
import Day from './Day';

const DATE = '2026-06-01';
const caregiver = caregiverSession;

const task = dayTask({ dueDate: DATE });
const dose: DoseDue = {
  orderId: 'e1e1e1e1-0000-4000-8000-000000000001',
  orderVersion: 0,
  patientId: PATIENT,
  patientName: 'Ada Moreno',
  drug: 'Metformin',
  dose: '500 mg',
  routeId: 1,
  instructions: null,
  timeOfDay: '08:00',
  scheduledFor: '2026-06-01T08:00:00.000Z',
  administration: null,
};

/** What the device saved of the day `minutesAgo`, under the keys the day's reads use. */
const savedDay = async (minutesAgo: number) => {
  const at = () => Date.now() - minutesAgo * 60_000;
  const key = (read: string, ...facts: unknown[]) => JSON.stringify([CAREGIVER, read, ...facts]);
  const tasksParams = { page: 1, pageSize: 50, sort: { field: 'dueDate', direction: 'asc' }, state: 0, dueTo: DATE, assigneeId: CAREGIVER };
  await readThrough(key('shifts', DATE, 'UTC'), async () => ({ date: DATE, timeZone: 'UTC', data: [] }), at);
  await readThrough(key('tasks', tasksParams), async () => ({ data: [task], total: 1, totalIsExact: true, page: 1, pageSize: 50 }), at);
  await readThrough(key('doses', DATE, 'UTC'), async () => ({ date: DATE, timeZone: 'UTC', data: [dose] }), at);
};

const offline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  // What fetch does with no network: it rejects.
  const calls: { method: string }[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET' });
    throw new TypeError('Failed to fetch');
  });
  return calls;
};

/** A signal that comes and goes: the browser believes it is online, and no request gets an answer. */
const onlineWithoutAnswers = () => {
  const calls: { method: string; key: string | null }[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', key: new Headers(init.headers).get('Idempotency-Key') });
    throw new TypeError('Failed to fetch');
  });
  return calls;
};

afterEach(async () => {
  for (const entry of await commandsOf(CAREGIVER)) await dropCommand(entry.seq);
  await forgetSavedReads();
  await closeDeviceStore();
});

describe('the day offline', () => {
  it('shows what the device saved, with its age, under the offline notice, in Spanish', async () => {
    await savedDay(12);
    offline();
    await renderWithProviders(<Day />, { route: `/?date=${DATE}`, auth: caregiver, locale: 'es-ES' });
    expect(await screen.findByText('Check blood pressure')).toBeTruthy();
    expect(screen.getByText(/^Sin conexión\./)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Guardado hace 12 minutos')).toHaveLength(3));
  });

  it('keeps a dose given and a task completed on the device, in order, sending nothing, and lists them as waiting', async () => {
    await savedDay(3);
    const calls = offline();
    await renderWithProviders(<Day />, { route: `/?date=${DATE}`, auth: caregiver });
    await waitFor(() => expect(screen.getAllByText('Saved 3 minutes ago')).toHaveLength(3));
    fireEvent.click(await screen.findByRole('button', { name: 'Given' }));
    await screen.findByText('Metformin 500 mg given · Ada Moreno');
    fireEvent.click(screen.getByRole('button', { name: 'Complete: Check blood pressure' }));
    await screen.findByText('Complete “Check blood pressure” · Ada Moreno');
    await waitFor(() => expect(screen.getAllByText('Waiting to send')).toHaveLength(4));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    const kept = await commandsOf(CAREGIVER);
    expect(kept.map((entry) => [entry.command.kind, entry.outcome.status])).toEqual([
      ['dose-record', 'waiting'],
      ['task-complete', 'waiting'],
    ]);
    expect(kept[1]?.command).toMatchObject({ taskId: 'task-1', expectedVersion: 3 });
    expect(kept[0]?.command).toMatchObject({ orderId: dose.orderId, body: { scheduledAt: dose.scheduledFor, status: 1 } });
  });

  it('keeps a note draft about a patient of the day on the device, from the note types it saved', async () => {
    await savedDay(5);
    await readThrough('note-types:patient', async () => ({ data: [{ id: 1, key: 'VISIT', label: 'Visit note', translationKey: 'noteType.patient.visit' }] }));
    const calls = offline();
    await renderWithProviders(<Day />, { route: `/?date=${DATE}`, auth: caregiver });
    fireEvent.click(await screen.findByRole('button', { name: 'Note draft: Ada Moreno' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Visit note' }));
    fireEvent.change(within(dialog).getByLabelText(/^Text/), { target: { value: 'Quiet morning, ate well.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await screen.findByText('The draft is kept on this device and sent when the signal returns.');
    await screen.findByText('Note draft · Ada Moreno');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect((await commandsOf(CAREGIVER)).map((entry) => entry.command)).toEqual([
      { kind: 'note-draft', patientId: PATIENT, patientName: 'Ada Moreno', note: expect.objectContaining({ patientId: PATIENT, noteTypeId: 1, body: 'Quiet morning, ate well.', isDraft: true }) },
    ]);
  });

  it('keeps a dose, a task and a note draft that got no answer although the browser was online, each under the key it was sent with', async () => {
    await savedDay(2);
    await readThrough('note-types:patient', async () => ({ data: [{ id: 1, key: 'VISIT', label: 'Visit note', translationKey: 'noteType.patient.visit' }] }));
    const calls = onlineWithoutAnswers();
    await renderWithProviders(<Day />, { route: `/?date=${DATE}`, auth: caregiver });
    expect(navigator.onLine).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Given' }));
    await screen.findByText('Metformin 500 mg given · Ada Moreno');
    fireEvent.click(screen.getByRole('button', { name: 'Complete: Check blood pressure' }));
    await screen.findByText('Complete “Check blood pressure” · Ada Moreno');

    fireEvent.click(screen.getByRole('button', { name: 'Note draft: Ada Moreno' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Visit note' }));
    fireEvent.change(within(dialog).getByLabelText(/^Text/), { target: { value: 'Slept through.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await screen.findByText('The draft is kept on this device and sent when the signal returns.');
    expect(screen.queryByText('Network Error')).toBeNull();

    const kept = await commandsOf(CAREGIVER);
    expect(kept.map((entry) => [entry.command.kind, entry.outcome.status])).toEqual([
      ['dose-record', 'waiting'],
      ['task-complete', 'waiting'],
      ['note-draft', 'waiting'],
    ]);
    // Each was tried once online, unanswered: the device keeps it under that same key, so a retry cannot record it twice.
    const triedKeys = new Set(calls.filter((call) => call.method === 'POST').map((call) => call.key));
    for (const entry of kept) expect(triedKeys.has(entry.idempotencyKey), entry.command.kind).toBe(true);
  });
});
