import { useEffect, useSyncExternalStore } from 'react';
import { medicationOrdersApi, medicationsApi, newIdempotencyKey, notesApi, tasksApi, type CommandResult } from '../api';
import { drain, type DrainPorts, type DrainResult } from './drain';
import { commandsOf, dropCommand, keepCommand, saveCommand, type OutboxCommand, type OutboxEntry } from './outbox';

const send = (entry: OutboxEntry): Promise<CommandResult> => {
  const { command, idempotencyKey } = entry;
  switch (command.kind) {
    case 'task-complete':
      return tasksApi.act({ action: 'complete', id: command.taskId, body: { on: null, expectedVersion: command.expectedVersion } }, idempotencyKey);
    case 'dose-record':
      return medicationsApi.record(command.patientId, command.body, idempotencyKey);
    case 'note-draft':
      return notesApi.create(command.note, idempotencyKey);
  }
};

/** Every task of the patient the user may read fits one page of the list; the one the command was for, as it is now. */
const currentTask = async (taskId: string, patientId: string) => {
  const page = await tasksApi.list({ page: 1, pageSize: 100, sort: { field: 'dueDate', direction: 'asc' }, patientId });
  return page.data.find((task) => task.id === taskId) ?? null;
};

/** The dose as the day's list now has it, if someone recorded it meanwhile. */
const doseRecordedMeanwhile = async (command: Extract<OutboxCommand, { kind: 'dose-record' }>) => {
  const due = await medicationOrdersApi.dosesDue({ date: command.date, timeZone: command.timeZone, patientId: command.patientId });
  const dose = due.data.find((one) => one.orderId === command.orderId && one.scheduledFor === command.body.scheduledAt);
  return dose?.administration ?? null;
};

const portsFor = (userId: string, onSaved: (entry: OutboxEntry) => void): DrainPorts => ({
  commands: () => commandsOf(userId),
  save: async (entry) => {
    await saveCommand(entry);
    onSaved(entry);
  },
  send,
  madeMeanwhile: async ({ command }) => {
    switch (command.kind) {
      case 'task-complete':
        // The server's version check tells a task changed meanwhile (409).
        return null;
      case 'dose-record':
        return doseRecordedMeanwhile(command);
      case 'note-draft':
        // A new draft changes no one else's record.
        return null;
    }
  },
  current: async ({ command }) => {
    switch (command.kind) {
      case 'task-complete':
        return currentTask(command.taskId, command.patientId);
      case 'dose-record':
        return doseRecordedMeanwhile(command);
      case 'note-draft':
        return null;
    }
  },
});

// What the screens show of the outbox: one list per user, read again after every change.
const snapshots = new Map<string, OutboxEntry[]>();
const listeners = new Set<() => void>();
const EMPTY: OutboxEntry[] = [];

const reload = async (userId: string): Promise<void> => {
  snapshots.set(userId, await commandsOf(userId).catch(() => snapshots.get(userId) ?? EMPTY));
  for (const listener of listeners) listener();
};

/** The user's kept commands and their outcomes, oldest first. */
export const useOutbox = (userId: string): OutboxEntry[] => {
  useEffect(() => {
    if (!snapshots.has(userId)) void reload(userId);
  }, [userId]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshots.get(userId) ?? EMPTY,
  );
};

export interface SendRun {
  result: DrainResult;
  /** How many commands got their answer (accepted, refused, conflict): the screens' lists are stale if any did. */
  answered: number;
}

const draining = new Map<string, Promise<SendRun>>();

/**
 * Sends the user's waiting commands. One run at a time in this page, and, where the browser has
 * Web Locks, in every tab of the device: two tabs would send the same command twice (the key
 * would stop the second append, but its outcome would be shown twice).
 */
export const sendWaitingCommands = (userId: string): Promise<SendRun> => {
  const running = draining.get(userId);
  if (running !== undefined) return running;
  const run = async (): Promise<SendRun> => {
    let answered = 0;
    const result = await drain(
      portsFor(userId, (entry) => {
        if (entry.outcome.status !== 'waiting') answered += 1;
        void reload(userId);
      }),
    );
    return { result, answered };
  };
  const locked = (async (): Promise<SendRun> => ('locks' in navigator ? await navigator.locks.request(`careledger-outbox:${userId}`, run) : run()))();
  const done = locked.finally(() => {
    draining.delete(userId);
    void reload(userId);
  });
  draining.set(userId, done);
  return done;
};

/** Keeps a command made offline and sends it at once if the browser is online after all. */
export const keepForLater = async (userId: string, command: OutboxCommand, idempotencyKey = newIdempotencyKey()): Promise<void> => {
  await keepCommand({ userId, idempotencyKey, recordedAt: new Date().toISOString(), tried: false, command, outcome: { status: 'waiting' } });
  await reload(userId);
  if (navigator.onLine) void sendWaitingCommands(userId);
};

/** After a conflict: the task as it is now, completed anyway on its current version, as a new command. */
export const completeOnCurrentVersion = async (entry: OutboxEntry, currentVersion: number): Promise<void> => {
  if (entry.command.kind !== 'task-complete') return;
  await saveCommand({ ...entry, idempotencyKey: newIdempotencyKey(), tried: false, command: { ...entry.command, expectedVersion: currentVersion }, outcome: { status: 'waiting' } });
  await reload(entry.userId);
  if (navigator.onLine) void sendWaitingCommands(entry.userId);
};

export const dismissCommand = async (entry: OutboxEntry): Promise<void> => {
  await dropCommand(entry.seq);
  await reload(entry.userId);
};

/** Whether a task still open on screen has a command waiting on this device. */
export const isTaskWaiting = (entries: readonly OutboxEntry[], taskId: string): boolean =>
  entries.some((entry) => entry.command.kind === 'task-complete' && entry.command.taskId === taskId && entry.outcome.status === 'waiting');

export const isDoseWaiting = (entries: readonly OutboxEntry[], orderId: string, scheduledAt: string): boolean =>
  entries.some((entry) => entry.command.kind === 'dose-record' && entry.command.orderId === orderId && entry.command.body.scheduledAt === scheduledAt && entry.outcome.status === 'waiting');
