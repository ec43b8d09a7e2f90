import type { NewMedicationAdministration, NewNote } from '../api';
import { OUTBOX, committed, deviceStore, settled } from './device-store';

/** A command the caregiver made while offline, with what the screen showed when she made it. */
export type OutboxCommand =
  | {
      kind: 'task-complete';
      taskId: string;
      title: string;
      patientId: string;
      patientName: string | null;
      /** The task's version on screen: the server refuses the command (409) if the task changed since. */
      expectedVersion: number;
    }
  | {
      kind: 'dose-record';
      patientId: string;
      patientName: string | null;
      orderId: string;
      /** The day and zone of the doses-due list the dose was on, to look for one recorded meanwhile. */
      date: string;
      timeZone: string;
      body: NewMedicationAdministration;
    }
  | {
      kind: 'note-draft';
      patientId: string;
      patientName: string | null;
      note: NewNote;
    };

/** What became of one command. A conflict keeps both sides: what she recorded, and the record as it is now. */
export type OutboxOutcome =
  | { status: 'waiting' }
  | { status: 'accepted'; version: number }
  | { status: 'refused'; reason: string }
  | { status: 'conflict'; expectedVersion: number | null; actualVersion: number | null; current: unknown };

export interface OutboxEntry {
  seq: number;
  /** Whose command it is: only that user's session sends it. */
  userId: string;
  /** The same key on every try, so a command whose answer was lost is never appended twice. */
  idempotencyKey: string;
  recordedAt: string;
  /** Whether a try has begun: a retry may find its own first try's effect, and must not call it a conflict. */
  tried: boolean;
  command: OutboxCommand;
  outcome: OutboxOutcome;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq'>;

const NO_STORE = 'This browser keeps nothing offline (no IndexedDB): the command was not kept.';

/** Keeps a command on the device; it fails loudly where there is no store, so the screen can say it was not kept. */
export const keepCommand = async (entry: NewOutboxEntry): Promise<OutboxEntry> => {
  const db = await deviceStore();
  if (db === null) throw new Error(NO_STORE);
  const transaction = db.transaction(OUTBOX, 'readwrite');
  const seq = await settled(transaction.objectStore(OUTBOX).add(entry));
  await committed(transaction);
  return { ...entry, seq: Number(seq) };
};

/** The user's commands, in the order they were made. */
export const commandsOf = async (userId: string): Promise<OutboxEntry[]> => {
  const db = await deviceStore();
  if (db === null) return [];
  const all = await settled(db.transaction(OUTBOX).objectStore(OUTBOX).getAll() as IDBRequest<OutboxEntry[]>);
  return all.filter((entry) => entry.userId === userId).sort((a, b) => a.seq - b.seq);
};

export const saveCommand = async (entry: OutboxEntry): Promise<void> => {
  const db = await deviceStore();
  if (db === null) return;
  const transaction = db.transaction(OUTBOX, 'readwrite');
  transaction.objectStore(OUTBOX).put(entry);
  await committed(transaction);
};

/** Only on the user's word (dismissing an outcome she has read): nothing recorded leaves silently. */
export const dropCommand = async (seq: number): Promise<void> => {
  const db = await deviceStore();
  if (db === null) return;
  const transaction = db.transaction(OUTBOX, 'readwrite');
  transaction.objectStore(OUTBOX).delete(seq);
  await committed(transaction);
};
