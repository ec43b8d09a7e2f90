import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CaregiverShift, Task } from '../api';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { CAREGIVER, PATIENT, caregiverSession, dayTask } from '../test/day-fixtures';
import Day, { dayOfLink } from './Day';

const shift = (overrides: Partial<CaregiverShift> = {}): CaregiverShift => ({
  source: 'posting',
  recordId: '11111111-2222-4333-8444-555555555555',
  shiftId: null,
  patientId: PATIENT,
  patientName: 'Ada Moreno',
  agencyId: 'a9a9a9a9-0000-4000-8000-000000000001',
  agencyName: 'Harbour Homecare',
  careServiceId: 3,
  startsAt: '2026-06-01T08:00:00.000Z',
  endsAt: '2026-06-01T12:00:00.000Z',
  ...overrides,
});

const task = dayTask;
const noShifts = () => jsonResponse(200, { date: '2026-06-01', timeZone: 'UTC', data: [] });
const page = (data: Task[]) => jsonResponse(200, { data, total: data.length, totalIsExact: true, page: 1, pageSize: 50 });

const caregiver = caregiverSession;
const renderDay = (route: string, locale: 'en-US' | 'es-ES' = 'en-US') => renderWithProviders(<Day />, { route, auth: caregiver, locale });

describe('Day', () => {
  it('reads the day a link names, and today for a link that names no real day', () => {
    expect(dayOfLink('2026-06-01', '2026-11-26')).toBe('2026-06-01');
    expect(dayOfLink('2026-02-30', '2026-11-26')).toBe('2026-11-26');
    expect(dayOfLink(null, '2026-11-26')).toBe('2026-11-26');
  });

  it("asks for the linked day in the reader's time zone and shows each shift's times, patient, service and agency, opening its posting", async () => {
    const calls = stubApi({ 'GET /api/my-shifts': () => jsonResponse(200, { date: '2026-06-01', timeZone: 'UTC', data: [shift()] }) }, vi.stubGlobal);
    await renderDay('/?date=2026-06-01');
    expect(await screen.findByText('Ada Moreno')).toBeTruthy();
    const asked = new URL(calls[0]?.url ?? '', 'http://x').searchParams;
    expect([asked.get('date'), asked.get('timeZone')]).toEqual(['2026-06-01', Intl.DateTimeFormat().resolvedOptions().timeZone]);
    expect(screen.getByText('8:00 AM – 12:00 PM')).toBeTruthy();
    expect(screen.getByText(/Harbour Homecare/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ada Moreno/ }).getAttribute('href')).toBe('/user/en-us/postings/11111111-2222-4333-8444-555555555555');
    expect(screen.getByRole('heading', { level: 1, name: 'My day' })).toBeTruthy();
    expect(screen.getByText('Monday, June 1, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous day' }).getAttribute('href')).toBe('/user/en-us/day?date=2026-05-31');
  });

  it('names the day of an overnight end, and says so when there are no shifts', async () => {
    stubApi({ 'GET /api/my-shifts': () => jsonResponse(200, { date: '2026-06-01', timeZone: 'UTC', data: [shift({ startsAt: '2026-06-01T22:00:00.000Z', endsAt: '2026-06-02T06:00:00.000Z' })] }) }, vi.stubGlobal);
    await renderDay('/?date=2026-06-01');
    expect(await screen.findByText('10:00 PM – Tue 6:00 AM')).toBeTruthy();
  });

  it('says in Spanish when the day has no shifts', async () => {
    stubApi({ 'GET /api/my-shifts': () => jsonResponse(200, { date: '2026-06-01', timeZone: 'UTC', data: [] }) }, vi.stubGlobal);
    await renderDay('/?date=2026-06-01', 'es-ES');
    expect(await screen.findByText('No hay turnos este día.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi día' })).toBeTruthy();
  });

  it('lists the open tasks assigned to the caregiver due by the day, overdue marked, and completes one in one click with the version on screen', async () => {
    const calls = stubApi(
      {
        'GET /api/my-shifts': noShifts,
        'GET /api/tasks': () => page([task()]),
        'POST /api/tasks/task-1/complete': () => jsonResponse(200, { id: 'task-1', version: 4, position: 10 }),
      },
      vi.stubGlobal,
    );
    await renderDay('/?date=2026-06-01');
    expect(await screen.findByText('Check blood pressure')).toBeTruthy();
    const asked = new URL(calls.find((call) => call.url.startsWith('/api/tasks'))?.url ?? '', 'http://x').searchParams;
    expect([asked.get('state'), asked.get('dueTo'), asked.get('assigneeId')]).toEqual(['0', '2026-06-01', CAREGIVER]);
    expect(screen.getByText('Overdue')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete: Check blood pressure' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ on: null, expectedVersion: 3 }));
  });

  it('says when no task is due', async () => {
    stubApi({ 'GET /api/my-shifts': noShifts, 'GET /api/tasks': () => page([]) }, vi.stubGlobal);
    await renderDay('/?date=2026-06-01');
    expect(await screen.findByText('No open task is due.')).toBeTruthy();
  });

  it('lists the doses due by time and records one as given in one click', async () => {
    const dose = {
      orderId: 'e1e1e1e1-0000-4000-8000-000000000001',
      orderVersion: 0,
      patientId: PATIENT,
      patientName: 'Ada Moreno',
      drug: 'Metformin',
      dose: '500 mg',
      routeId: 1,
      instructions: 'With breakfast',
      timeOfDay: '08:00',
      scheduledFor: '2026-06-01T08:00:00.000Z',
      administration: null,
    };
    const calls = stubApi(
      {
        'GET /api/my-shifts': noShifts,
        'GET /api/tasks': () => page([]),
        'GET /api/medication-doses-due': () => jsonResponse(200, { date: '2026-06-01', timeZone: 'UTC', data: [dose] }),
        [`POST /api/patients/${PATIENT}/medication-administrations`]: () => jsonResponse(201, { id: 'm1', version: 0, position: 11 }),
      },
      vi.stubGlobal,
    );
    await renderDay('/?date=2026-06-01');
    expect(await screen.findByText('8:00 AM · Metformin 500 mg')).toBeTruthy();
    expect(screen.getByText('Oral · With breakfast')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Given' }));
    await screen.findByText('Dose recorded as given.');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ medicationName: 'Metformin', dose: '500 mg', scheduledAt: '2026-06-01T08:00:00.000Z', status: 1 });
  });
});
