import { describe, expect, it } from 'vitest';
import { MONGO_READ_MODELS } from '@careledger/storage/mongo';
import { allProjectors } from './all-projectors';
import { allMongoProjectors } from './mongo-projections';

/** Kept in MongoDB only: PostgreSQL answers these reads from the `events` table itself. */
const WITHOUT_SQL_PROJECTOR: readonly string[] = ['audit_events'];

describe('the read models MongoDB keeps', () => {
  it('are the ones the query service reads there, each with its SQL projector\'s name and schema version', () => {
    expect(allMongoProjectors.map((projector) => projector.name)).toEqual(MONGO_READ_MODELS);
    for (const projector of allMongoProjectors) {
      if (WITHOUT_SQL_PROJECTOR.includes(projector.name)) expect(allProjectors.map((sql) => sql.name)).not.toContain(projector.name);
      else expect(allProjectors.find((sql) => sql.name === projector.name)?.version).toBe(projector.version);
    }
  });
});
