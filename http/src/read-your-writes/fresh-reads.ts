import { AsyncLocalStorage } from 'node:async_hooks';

/** DESIGN.md section 4: a read asks to see its own writes by naming the position they reached. */
export const MIN_POSITION_HEADER = 'x-min-position';

const freshReads = new AsyncLocalStorage<true>();

/** Runs `work`, and all it starts, reading the read models themselves: no answer kept in memory may stand in. */
export const readingFresh = <T>(work: () => T): T => freshReads.run(true, work);

/** True inside `readingFresh`, and for the whole of a request that carries X-Min-Position. */
export const readsMustBeFresh = (): boolean => freshReads.getStore() === true;
