import { savedSearchRecord } from '@careledger/domain';
import { DAY, type DemoSeeder } from './demo-context';
import { demoUserBySlug } from './demo-users';

/** The demo family's landing remembers a homecare search near Toronto, then a day program one, and shows homecare. */
export const seedSavedSearchDemo: DemoSeeder = async (demo) => {
  const family = demoUserBySlug('user').id;
  const at = demo.now.getTime() - 3 * DAY;
  const toronto = { location: 'Toronto, ON, Canada', latitude: 43.6532, longitude: -79.3832, city1: 'Toronto', state1: 'ON', country1: 'CA', area_level_1: 'Ontario', locality: 'Toronto' };
  await demo.create(savedSearchRecord, 'user', { target: 'homecare', ...toronto }, at, family);
  await demo.create(savedSearchRecord, 'user', { target: 'day-program', ...toronto, sublocality: 'North York' }, at + DAY, family);
  await demo.create(savedSearchRecord, 'user', { target: 'current-search-type', searchType: 'homecare' }, at + DAY, family);
};
