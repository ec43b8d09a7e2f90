import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Role, TaskState, type Actor, type PatientFacts } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Task } from '../api';
import { jsonResponse, renderWithProviders, session, stubApi } from '../test/render';
import { availableTaskActions } from './actions';
import TaskList from './List';

const AGENCY = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const PATIENT = '6f1d2c3b-0000-4000-8000-000000000001';
const CAREGIVER = 'c0ffee00-0000-4000-8000-000000000009';

const task = (state: number, overrides: Partial<Task> = {}): Task => ({
  id: `t-${state}`,
  patientId: PATIENT,
  patientName: 'Ada Moreno',
  title: 'Order supplies',
  description: null,
  dueDate: '2026-12-01',
  dueTime: null,
  state: state as Task['state'],
  completedOn: state === TaskState.COMPLETED ? '2026-12-01' : null,
  recurrence: null,
  occurrence: 1,
  assigneeId: null,
  assigneeName: null,
  createdBy: 'agent-1',
  createdByName: 'Alex Agent',
  version: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

const patient = (overrides: Partial<PatientFacts> = {}): PatientFacts => ({ patientId: PATIENT, agencyId: AGENCY, partnerId: null, careTeam: [], createdBy: 'family-1', ...overrides });

const agent: Actor = { id: 'agent-1', roleId: Role.AGENCY_AGENT, agencyId: AGENCY };
const caregiver: Actor = { id: CAREGIVER, roleId: Role.CAREGIVER, agencyId: AGENCY };
const family: Actor = { id: 'family-1', roleId: Role.USER, agencyId: null };

describe('the actions a task offers', () => {
  it('offers the patient’s agency staff every action the state allows: an open task is done, skipped, moved or handed over; a closed one reopened', () => {
    expect(availableTaskActions(task(TaskState.NOT_COMPLETED), agent, patient())).toEqual(['complete', 'mark-not-required', 'reschedule', 'assign']);
    expect(availableTaskActions(task(TaskState.COMPLETED), agent, patient())).toEqual(['reopen']);
    expect(availableTaskActions(task(TaskState.NOT_REQUIRED), agent, patient())).toEqual(['reopen']);
  });

  it('lets the caregiver it is assigned to, or one on the care team, only carry it out', () => {
    const assigned = task(TaskState.NOT_COMPLETED, { assigneeId: CAREGIVER });
    expect(availableTaskActions(assigned, caregiver, patient())).toEqual(['complete', 'mark-not-required']);
    expect(availableTaskActions(task(TaskState.NOT_COMPLETED), caregiver, patient({ careTeam: [CAREGIVER] }))).toEqual(['complete', 'mark-not-required']);
    expect(availableTaskActions(task(TaskState.COMPLETED, { assigneeId: CAREGIVER }), caregiver, patient())).toEqual([]);
    expect(availableTaskActions(task(TaskState.NOT_COMPLETED), caregiver, patient())).toEqual([]);
  });

  it('offers nothing to another agency or to a family following the task', () => {
    expect(availableTaskActions(task(TaskState.NOT_COMPLETED), { ...agent, agencyId: 'other-agency' }, patient())).toEqual([]);
    expect(availableTaskActions(task(TaskState.NOT_COMPLETED), family, patient())).toEqual([]);
  });
});

// The screen mounts a data grid, slow to render in jsdom.
describe('the tasks screen', () => {
  const page = (rows: Task[]) => jsonResponse(200, { data: rows, total: rows.length, page: 1, pageSize: 25 });

  it('names the patient and the assignee, and completes a task from its row’s menu with the version on screen', async () => {
    const calls = stubApi(
      {
        'GET /api/tasks': () => page([task(TaskState.NOT_COMPLETED, { assigneeId: CAREGIVER, assigneeName: 'Carmen Caregiver' })]),
        'POST /api/tasks/t-0/complete': () => jsonResponse(200, { id: 't-0', version: 3, globalPosition: 10 }),
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<TaskList />, { route: '/user/en-us/tasks?mine=1', path: '/user/:locale/tasks', auth: session(Role.CAREGIVER, AGENCY, CAREGIVER) });

    const row = (await screen.findByText('Order supplies')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Ada Moreno' })).toBeTruthy();
    expect(within(row).getByText('Carmen Caregiver')).toBeTruthy();
    expect(calls[0]?.url).toContain(`assigneeId=${CAREGIVER}`);
    expect(screen.queryByRole('button', { name: 'New task' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Actions for “Order supplies”' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Complete', 'Not required']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Complete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ on: null, expectedVersion: 2 });
    expect(await screen.findByText('“Order supplies” is completed.')).toBeTruthy();
  });

  it('offers staff a new task and a closed task’s reopening, in Spanish too', async () => {
    stubApi({ 'GET /api/tasks': () => page([task(TaskState.COMPLETED)]) }, vi.stubGlobal);
    await renderWithProviders(<TaskList />, { locale: 'es-ES', route: '/user/es-es/tasks', path: '/user/:locale/tasks', auth: session(Role.AGENCY_AGENT, AGENCY, 'agent-1') });
    const row = (await screen.findByText('Order supplies')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Completada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nueva tarea' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Acciones de «Order supplies»' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Reabrir']);
  });

  it('asks why a recurring task is not required and whether to stop its series, and moves a task only to another day', async () => {
    const calls = stubApi(
      {
        'GET /api/tasks': () => page([task(TaskState.NOT_COMPLETED, { recurrence: { type: 4, everyDays: 7 } })]),
        'POST /api/tasks/t-0/mark-not-required': () => jsonResponse(200, { id: 't-0', version: 3, globalPosition: 10 }),
        'POST /api/tasks/t-0/reschedule': () => jsonResponse(200, { id: 't-0', version: 3, globalPosition: 11 }),
      },
      vi.stubGlobal,
    );
    await renderWithProviders(<TaskList />, { route: '/user/en-us/tasks', path: '/user/:locale/tasks', auth: session(Role.AGENCY_AGENT, AGENCY, 'agent-1') });
    const menu = async () => fireEvent.click(within((await screen.findByText('Order supplies')).closest('[role="row"]') as HTMLElement).getByRole('button', { name: 'Actions for “Order supplies”' }));

    await menu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Not required' }));
    const skip = within(await screen.findByRole('dialog'));
    fireEvent.change(await skip.findByLabelText(/^Reason/), { target: { value: 'In hospital' } });
    fireEvent.click(skip.getByRole('checkbox', { name: 'Stop the series: no further occurrences' }));
    fireEvent.click(skip.getByRole('button', { name: 'Mark not required' }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/mark-not-required'))?.body).toEqual({ reason: 'In hospital', endRecurrence: true, expectedVersion: 2 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await menu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reschedule' }));
    const move = within(await screen.findByRole('dialog'));
    fireEvent.click(await move.findByRole('button', { name: 'Reschedule' }));
    expect(await move.findByText('The task is already due on that day: choose another.')).toBeTruthy();
    fireEvent.change(move.getByLabelText(/^New due date/), { target: { value: '2026-12-03' } });
    fireEvent.click(move.getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/reschedule'))?.body).toEqual({ dueDate: '2026-12-03', expectedVersion: 2 }));
  });
});
