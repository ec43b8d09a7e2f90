import { DomainError, invalid, ruleBroken } from '../shared/domain-error';
import type { ExistingTask } from './state';

export const taskAlreadyExists = (taskId: string): DomainError =>
  new DomainError('conflict', 'task_already_exists', `The task ${taskId} already exists.`);

export const taskNotFound = (taskId: string): DomainError => new DomainError('not_found', 'task_not_found', `The task ${taskId} does not exist.`);

const closedAs: Record<Exclude<ExistingTask['status'], 'open'>, string> = {
  completed: 'completed',
  not_required: 'marked not required',
};

export const taskNotOpen = (task: Exclude<ExistingTask, { status: 'open' }>): DomainError =>
  ruleBroken('task_not_open', `The task ${task.taskId} was ${closedAs[task.status]}: reopen it first.`);

export const taskAlreadyOpen = (taskId: string): DomainError =>
  ruleBroken('task_already_open', `The task ${taskId} is not completed yet: there is nothing to reopen.`);

export const taskDueDateUnchanged = (dueDate: string): DomainError =>
  ruleBroken('due_date_unchanged', `The task is already due on ${dueDate}.`);

export const taskAssigneeUnchanged = (assigneeId: string | null): DomainError =>
  ruleBroken('assignee_unchanged', assigneeId === null ? 'The task is already unassigned.' : `The task is already assigned to ${assigneeId}.`);

export const taskCompletedInTheFuture = (on: string): DomainError =>
  invalid([{ path: 'on', message: 'must not be later than today' }], `The request is not valid: on ${on} is later than today.`);
