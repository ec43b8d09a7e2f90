import { testEventStores } from '../testing/test-event-stores';
import { newEvent } from './contract/contract-fixtures';
import { eventStoreContract } from './event-store.contract';

for (const target of testEventStores()) {
  eventStoreContract(target.name, async () => ({
    ...(await target.create()),
    densePositions: true,
    // jsonb cannot hold U+0000: the event fails inside the database, after the ones before it went in.
    poisonedEvent: () => newEvent('Poisoned', { text: 'nul \u0000 here' }),
  }));
}
