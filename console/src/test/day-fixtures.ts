import { Role } from '@careledger/domain';
import type { Task } from '../api';
import { session } from './render';

/** The caregiver whose day the day screen's tests show, and her patient. */
export const CAREGIVER = 'c1c1c1c1-0000-4000-8000-000000000001';
export const PATIENT = '6f1d2c3b-0000-4000-8000-000000000001';
export const caregiverSession = session(Role.CAREGIVER, 'a9a9a9a9-0000-4000-8000-000000000001', CAREGIVER);

/** An open task of the caregiver's patient, assigned to her, due `dueDate` unless `overrides` say otherwise. */
export const dayTask = (overrides: Partial<Task> = {}): Task => ({
  id: 'task-1',
  patientId: PATIENT,
  patientName: 'Ada Moreno',
  title: 'Check blood pressure',
  description: null,
  dueDate: '2026-05-30',
  dueTime: null,
  state: 0,
  completedOn: null,
  recurrence: null,
  occurrence: 1,
  assigneeId: CAREGIVER,
  assigneeName: 'Carmen Caregiver',
  createdBy: 'agent-1',
  createdByName: 'Alex Agent',
  version: 3,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-02T10:00:00.000Z',
  ...overrides,
});
