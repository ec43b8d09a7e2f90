import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TaskEvent } from '@careledger/domain';
import { testDatabases } from '@careledger/storage/testing';
import { given } from '../testing/domain-events';
import { projectionSpec } from '../testing/projection-spec';
import { taskProjector } from './task-projector';

const PATIENT = '00000000-0000-4000-8000-000000000001';

const task = (taskId: string = randomUUID()) => {
  const on = (event: TaskEvent, at: string) => given(`task-${taskId}`, event, at);
  const ref = { taskId };
  return {
    id: taskId,
    created: (at: string) =>
      on({ type: 'TaskCreated', data: { ...ref, patientId: PATIENT, title: 'Check blood pressure', description: null, dueDate: '2026-03-05', recurrence: null, assigneeId: null, createdBy: 'nurse-1' } }, at),
    assigned: (at: string) => on({ type: 'TaskAssigned', data: { ...ref, assigneeId: 'caregiver-1', previousAssigneeId: null } }, at),
    completed: (at: string) => on({ type: 'TaskCompleted', data: { ...ref, dueDate: '2026-03-05', completedOn: '2026-03-05', completedBy: 'caregiver-1' } }, at),
  };
};

describe.each(testDatabases())('tasks read model on $name', (testDatabase) => {
  const spec = projectionSpec(taskProjector, testDatabase);

  it.each([1, 1_000])('keeps the current occurrence, its due date and assignee, in batches of %i', async (batchSize) => {
    const t = task();
    await spec.given(t.created('2026-03-01T09:00:00.000Z'), t.assigned('2026-03-02T09:00:00.000Z'), t.completed('2026-03-05T09:00:00.000Z')).then(
      (positions) => [
        {
          id: t.id,
          patient_id: PATIENT,
          task_state: 1,
          due_date: '2026-03-05',
          assignee_id: 'caregiver-1',
          state: expect.objectContaining({ status: 'completed', title: 'Check blood pressure' }),
          version: 2,
          created_at: '2026-03-01T09:00:00.000Z',
          updated_at: '2026-03-05T09:00:00.000Z',
          last_position: positions.at(-1),
        },
      ],
      { batchSize },
    );
  });

  it('writes no row for a task never created', async () => {
    await spec.given(task().assigned('2026-03-01T09:00:00.000Z')).then([]);
  });
});
