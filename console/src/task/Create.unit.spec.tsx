import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { CreateTaskDialog } from './Create';

const PATIENT = '6f1d2c3b-0000-4000-8000-000000000001';
const ada = { id: PATIENT, name: 'Ada Moreno', dateOfBirth: null };

const openDialog = async (onCreated = vi.fn()) => {
  await renderWithProviders(<CreateTaskDialog open patient={ada} onClose={vi.fn()} onCreated={onCreated} />);
  return within(await screen.findByRole('dialog'));
};

describe('CreateTaskDialog', () => {
  it('names each missing field before calling the server', async () => {
    const calls = stubApi({}, vi.stubGlobal);
    const dialog = await openDialog();
    expect(dialog.getByRole<HTMLInputElement>('combobox', { name: /Patient/ }).value).toBe('Ada Moreno');

    fireEvent.click(dialog.getByRole('button', { name: 'Create task' }));
    expect(await dialog.findByText('Give the task a title.')).toBeTruthy();
    expect(dialog.getByText('Choose the due date.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates a task that repeats every few days for the patient of the page, and shows the server’s field error at its field', async () => {
    const onCreated = vi.fn();
    let answer = jsonResponse(400, { message: 'The request is not valid.', errors: [{ path: 'title', message: 'must be at most 200 characters' }] });
    const calls = stubApi({ 'POST /api/tasks': () => answer }, vi.stubGlobal);
    const dialog = await openDialog(onCreated);

    fireEvent.change(dialog.getByLabelText(/^Title/), { target: { value: ' Weigh Ada ' } });
    fireEvent.change(dialog.getByLabelText(/^Due date/), { target: { value: '2026-12-01' } });
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Repeats' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Every few days' }));
    fireEvent.change(dialog.getByLabelText(/^Every how many days/), { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create task' }));
    expect(await dialog.findByText('Enter a whole number of days from 1 to 365.')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText(/^Every how many days/), { target: { value: '3' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create task' }));
    expect(await dialog.findByText('must be at most 200 characters')).toBeTruthy();

    answer = jsonResponse(201, { id: 'task-1', version: 0, globalPosition: 7 });
    fireEvent.click(dialog.getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('Weigh Ada'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({ patientId: PATIENT, title: 'Weigh Ada', description: null, dueDate: '2026-12-01', dueTime: null, recurrence: { type: 4, everyDays: 3 }, assigneeId: null });
    // One dialog, one key: sending again after a refusal cannot create twice.
    expect(new Set(posts.map((call) => call.headers.get('Idempotency-Key'))).size).toBe(1);
  });

  it('sends the due time when one is chosen, for the reminder an hour before', async () => {
    const calls = stubApi({ 'POST /api/tasks': () => jsonResponse(201, { id: 'task-2', version: 0, globalPosition: 8 }) }, vi.stubGlobal);
    const onCreated = vi.fn();
    const dialog = await openDialog(onCreated);
    expect(dialog.getByText('The assignee is reminded an hour before.')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/^Title/), { target: { value: 'Check blood pressure' } });
    fireEvent.change(dialog.getByLabelText(/^Due date/), { target: { value: '2026-12-01' } });
    fireEvent.change(dialog.getByLabelText(/^Due time/), { target: { value: '14:30' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('Check blood pressure'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ dueDate: '2026-12-01', dueTime: '14:30' });
  });
});
