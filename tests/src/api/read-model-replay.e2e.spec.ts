import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjectors } from '@careledger/projections';
import { replayInto, rowsOf } from '../support/read-model-replay';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const SUFFIX = '_replay';
/** Read models the demo leaves empty: it subscribes no webhook, whose deliveries would leave the machine. Their replay must still equal them. */
const EMPTY_IN_DEMO = new Set(['webhooks']);

describe.each(testDatabases())('every read model equals a replay of the demo history on $name', (database) => {
  let stack: RunningStack;

  beforeAll(async () => {
    stack = await startStack(database, { patients: 40 });
    await stack.waitForProjections();
  }, 400_000);
  afterAll(async () => stack?.stop());

  it.each(allProjectors.map((projector) => [projector.name, projector] as const))('%s', async (_name, projector) => {
    const { db } = stack.careledger;
    await replayInto(db, projector, SUFFIX);
    for (const table of projector.tables) {
      const live = await rowsOf(db, table);
      if (!EMPTY_IN_DEMO.has(table)) expect(live.length, `${table} has rows`).toBeGreaterThan(0);
      expect(await rowsOf(db, `${table}${SUFFIX}`), table).toEqual(live);
    }
  });
});
