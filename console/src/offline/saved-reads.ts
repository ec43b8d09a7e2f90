import { isApiError } from '../api/errors';
import { READS, committed, deviceStore, settled } from './device-store';

/** On an answer read from this device instead of the server: when the server gave it (epoch ms). */
export interface OfflineCopy {
  readonly offlineSavedAt?: number;
}

interface SavedRead {
  key: string;
  answer: unknown;
  savedAt: number;
}

const save = async (key: string, answer: unknown, savedAt: number): Promise<void> => {
  const db = await deviceStore();
  if (db === null) return;
  const transaction = db.transaction(READS, 'readwrite');
  transaction.objectStore(READS).put({ key, answer, savedAt } satisfies SavedRead);
  await committed(transaction);
};

const saved = async (key: string): Promise<SavedRead | undefined> => {
  const db = await deviceStore();
  if (db === null) return undefined;
  return settled(db.transaction(READS).objectStore(READS).get(key) as IDBRequest<SavedRead | undefined>);
};

/**
 * A read that keeps its last answer on the device: answered, the answer is saved; unreachable
 * (offline), the saved answer stands in, marked with its age. Any other failure is the server's
 * word and is not covered up. `key` names the user whose answer it is.
 */
export const readThrough = async <T extends object>(key: string, read: () => Promise<T>, now: () => number = Date.now): Promise<T & OfflineCopy> => {
  try {
    const answer = await read();
    // Keeping a copy must never fail the read.
    await save(key, answer, now()).catch(() => undefined);
    return answer;
  } catch (error) {
    if (!isApiError(error) || error.code !== 'ERR_NETWORK') throw error;
    const copy = await saved(key).catch(() => undefined);
    if (copy === undefined) throw error;
    return { ...(copy.answer as T), offlineSavedAt: copy.savedAt };
  }
};

/** Signing in or out: the answers kept belong to the one who read them. */
export const forgetSavedReads = async (): Promise<void> => {
  const db = await deviceStore();
  if (db === null) return;
  const transaction = db.transaction(READS, 'readwrite');
  transaction.objectStore(READS).clear();
  await committed(transaction);
};
