import { describe, expect, it } from 'vitest';
import { SCHEDULER_ACTOR } from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import { noReadModelCache } from '../http/read-model-cache';
import { displayNamesOf, withNames } from './display-names';

const PATIENT = '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

/** Read models that name one patient, counting the lookups that reach them. */
const namingReads = () => {
  const counted = { lookups: 0 };
  const db = {
    query: async () => {
      counted.lookups += 1;
      return { rows: [{ id: PATIENT, name: 'Ada Lovelace' }], affectedRows: 1 };
    },
    exec: async () => undefined,
  } as unknown as SqlExecutor;
  return { reads: { db, readModelCache: noReadModelCache }, counted };
};

describe('withNames', () => {
  it('names rows kept in memory once, and hands every request the same frozen rows', async () => {
    const { reads, counted } = namingReads();
    const kept = Object.freeze([Object.freeze({ patientId: PATIENT })]);
    const first = await withNames(reads, kept, { patientId: 'patient' });
    const second = await withNames(reads, kept, { patientId: 'patient' });
    expect(first).toEqual([{ patientId: PATIENT, patientName: 'Ada Lovelace' }]);
    expect(second).toBe(first);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(counted.lookups).toBe(1);
  });

  it('looks the names up again for rows read afresh', async () => {
    const { reads, counted } = namingReads();
    const fresh = [{ patientId: PATIENT }];
    await withNames(reads, fresh, { patientId: 'patient' });
    await withNames(reads, fresh, { patientId: 'patient' });
    expect(counted.lookups).toBe(2);
  });

  it('names the scheduler, which no read model holds, without asking one', async () => {
    const { reads, counted } = namingReads();
    const named = await withNames(reads, [{ actorId: SCHEDULER_ACTOR.id }, { actorId: SCHEDULER_ACTOR.id.toUpperCase() }], { actorId: 'user' });
    expect(named.map((entry) => entry.actorName)).toEqual(['Careledger scheduler', 'Careledger scheduler']);
    expect(counted.lookups).toBe(0);
    // Only a user id can be the scheduler's: another kind is looked up as ever.
    expect((await displayNamesOf(reads, 'patient', [SCHEDULER_ACTOR.id])).has(SCHEDULER_ACTOR.id)).toBe(false);
    expect(counted.lookups).toBe(1);
  });
});
