/** What this device keeps for working offline: the last answers of the day's reads, and the commands not yet sent. */
const DATABASE = 'careledger-offline';
const VERSION = 1;
export const READS = 'reads';
export const OUTBOX = 'outbox';

let opening: Promise<IDBDatabase | null> | undefined;

/** The device's store, or null where the browser has none (a test's jsdom, a private window that refuses it). */
export const deviceStore = (): Promise<IDBDatabase | null> => {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') {
      resolve(null);
      return;
    }
    const request = indexedDB.open(DATABASE, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(READS)) db.createObjectStore(READS, { keyPath: 'key' });
      if (!db.objectStoreNames.contains(OUTBOX)) db.createObjectStore(OUTBOX, { keyPath: 'seq', autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
};

/** Test hook: the next use opens the store again (a test deletes the database between cases). */
export const closeDeviceStore = async (): Promise<void> => {
  const db = await opening;
  db?.close();
  opening = undefined;
};

export const settled = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

export const committed = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
