import { testEventStores } from '../testing/test-event-stores';
import { eventStoreContract } from './event-store.contract';

for (const target of testEventStores()) eventStoreContract(target.name, target.create);
