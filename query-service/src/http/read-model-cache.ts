import { readsMustBeFresh } from '@careledger/http';
import { watchReadModelChanges, type ReadModelChanges, type SqlDatabase } from '@careledger/storage';

/** Enough for every list and filter a busy day of users asks; an entry is one small answer. */
const MAX_ENTRIES = 2_000;

export interface ReadModelCache {
  /**
   * The answer `compute` gave for `key` while the read models have not changed since, else
   * `compute` again. Identical reads in flight at once share one computation.
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

interface Entry {
  generation: number;
  answer: Promise<unknown>;
}

/**
 * Answers computed from the read models, kept until a checkpoint moves (every change to a read
 * model moves one, in whichever process): a list's count, which costs a scan of up to COUNT_CAP
 * rows, is then paid once per change rather than once per request.
 */
export const readModelCache = (changes: ReadModelChanges, maxEntries = MAX_ENTRIES): ReadModelCache => {
  const entries = new Map<string, Entry>();
  return {
    remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const generation = changes.generation();
      if (generation === undefined || readsMustBeFresh()) return compute();
      const cached = entries.get(key);
      entries.delete(key);
      if (cached?.generation === generation) {
        entries.set(key, cached);
        return cached.answer as Promise<T>;
      }
      // The generation is read before computing: a change committed meanwhile makes the entry stale.
      const answer = compute();
      entries.set(key, { generation, answer });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      return answer;
    },
    stop: () => changes.stop(),
  };
};

/** The cache over the notices of `db`'s checkpoint writes. */
export const openReadModelCache = async (db: SqlDatabase): Promise<ReadModelCache> => readModelCache(await watchReadModelChanges(db));

/** For a process that must read every answer from the database (a test of the queries themselves). */
export const noReadModelCache: ReadModelCache = readModelCache({ generation: () => undefined, stop: async () => undefined });
