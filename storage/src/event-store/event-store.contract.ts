import { afterAll, beforeAll, describe } from 'vitest';
import { appendContract } from './contract/append.contract';
import type { EventStoreFixture } from './contract/contract-fixtures';
import { idempotencyContract } from './contract/idempotency.contract';
import { raceContract } from './contract/race.contract';
import { readContract } from './contract/read.contract';
import { subscribeContract } from './contract/subscribe.contract';
import { tamperContract } from './contract/tamper.contract';

export type { EventStoreFixture } from './contract/contract-fixtures';

export interface ContractOptions {
  /**
   * Why this adapter cannot run here, as `needs SETTING (reason)`: the suite is then skipped, and
   * its title says so (`... — needs EVENTSTORE_URL (...)`), which the test summary lists.
   */
  skipBecause?: string;
}

/**
 * DESIGN.md section 2 as tests, for any adapter. One store serves the whole run (creating a
 * database is the slow part); tests stay apart by writing to streams of their own.
 */
export const eventStoreContract = (name: string, factory: () => Promise<EventStoreFixture>, { skipBecause }: ContractOptions = {}) =>
  (skipBecause === undefined ? describe : describe.skip)(`event store contract: ${name}${skipBecause === undefined ? '' : ` — ${skipBecause}`}`, () => {
    let fixture: EventStoreFixture | undefined;
    beforeAll(async () => {
      fixture = await factory();
    });
    afterAll(async () => {
      await fixture?.dispose();
    });
    const current = () => {
      if (!fixture) throw new Error('The event store fixture is not ready.');
      return fixture;
    };

    appendContract(current);
    idempotencyContract(current);
    readContract(current);
    subscribeContract(current);
    tamperContract(current);
    raceContract(current);
  });
