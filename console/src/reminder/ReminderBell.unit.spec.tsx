import { Role } from '@careledger/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Reminder } from '../api';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { ReminderBell } from './ReminderBell';

const CAREGIVER = 'c1c1c1c1-0000-4000-8000-000000000001';
const PATIENT = '6f1d2c3b-0000-4000-8000-000000000001';
const caregiver = session(Role.CAREGIVER, 'a9a9a9a9-0000-4000-8000-000000000001', CAREGIVER);

const reminder = (overrides: Partial<Reminder> = {}): Reminder => ({
  id: '11111111-0000-4000-8000-000000000001',
  source: 'task',
  sourceId: '22222222-0000-4000-8000-000000000001',
  patientId: PATIENT,
  patientName: 'Ada Moreno',
  title: 'Check blood pressure',
  dueAt: '2026-06-01T14:30:00.000Z',
  readAt: null,
  version: 0,
  createdAt: '2026-06-01T13:35:00.000Z',
  updatedAt: '2026-06-01T13:35:00.000Z',
  ...overrides,
});
const answer = (data: Reminder[], unread = data.filter((entry) => entry.readAt === null).length) => jsonResponse(200, { data, total: data.length, unread, page: 1, pageSize: 20 });

describe('ReminderBell', () => {
  it('shows how many reminders are unread', async () => {
    stubApi({ 'GET /api/reminders': () => answer([reminder()], 3) }, vi.stubGlobal);
    await renderWithProviders(<ReminderBell />, { auth: caregiver });
    const bell = await screen.findByRole('button', { name: 'Reminders: 3 unread' });
    expect(within(bell).getByText('3')).toBeTruthy();
  });

  it('names the count as the badge shows it past 99', async () => {
    stubApi({ 'GET /api/reminders': () => answer([reminder()], 120) }, vi.stubGlobal);
    await renderWithProviders(<ReminderBell />, { auth: caregiver });
    const bell = await screen.findByRole('button', { name: 'Reminders: 99+ unread' });
    expect(within(bell).getByText('99+')).toBeTruthy();
  });

  it('lists the reminders on a click, each linking to its task or its day, and marks one read', async () => {
    let read = false;
    const dose = reminder({ id: '11111111-0000-4000-8000-000000000002', source: 'dose', title: 'Metoprolol 25 mg', dueAt: '2026-06-01T20:00:00.000Z', readAt: '2026-06-01T19:10:00.000Z' });
    const calls = stubApi(
      {
        'GET /api/reminders': () => answer([reminder({ readAt: read ? '2026-06-01T14:00:00.000Z' : null }), dose]),
        'POST /api/reminders/11111111-0000-4000-8000-000000000001/mark-read': () => {
          read = true;
          return jsonResponse(200, { id: '11111111-0000-4000-8000-000000000001', version: 1, globalPosition: 42 });
        },
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<ReminderBell />, { auth: caregiver });
    fireEvent.click(await screen.findByRole('button', { name: 'Reminders: 1 unread' }));
    // The list is a chunk of its own, loaded on the first click.
    const list = await screen.findByRole('dialog', { name: 'Reminders' });
    expect((await within(list).findByRole('link', { name: 'Check blood pressure' })).getAttribute('href')).toBe(`/user/en-us/tasks?patient=${PATIENT}&mine=1`);
    expect(within(list).getByRole('link', { name: 'Metoprolol 25 mg' }).getAttribute('href')).toBe('/user/en-us/day?date=2026-06-01');
    expect(within(list).getAllByText(/Ada Moreno/)).toHaveLength(2);
    expect(within(list).getByText(/Due Jun 1, 2026, 2:30 PM/)).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Mark read: Check blood pressure' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/mark-read'))).toBe(true));
    // The page behind the open list is hidden from assistive technology: the bell is found among the hidden.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reminders', hidden: true })).toBeTruthy());
    expect(within(list).queryByRole('button', { name: /^Mark/ })).toBeNull();
  });

  it('says so in Spanish when nothing is due', async () => {
    stubApi({ 'GET /api/reminders': () => answer([]) }, vi.stubGlobal);
    await renderWithProviders(<ReminderBell />, { auth: caregiver, locale: 'es-ES' });
    const bell = await screen.findByRole('button', { name: 'Recordatorios' });
    expect(bell.textContent).toBe('');
    fireEvent.click(bell);
    expect(await screen.findByText('No tienes nada pendiente en la próxima hora.', {})).toBeTruthy();
  });
});
