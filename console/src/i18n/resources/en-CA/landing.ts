import type { Overrides } from '../../messages';
import type landing from '../en-US/landing';

export default {
  searchHints: {
    'day-program': 'Daytime activities, meals and care at a community centre.',
  },
  locationPlaceholder: 'City or postal code',
} satisfies Overrides<typeof landing>;
