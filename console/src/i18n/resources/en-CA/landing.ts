import type { Overrides } from '../../messages';
import type landing from '../en-US/landing';

export default {
  searchHints: {
    'day-program': 'Daytime activities, meals and care at a community centre.',
  },
  locationPlaceholder: 'Toronto, ON, CA',
  form: {
    locationHint: 'A city, a place such as toronto or london-on, or "City, Province, Country".',
  },
  validation: {
    locationRequired: 'Enter a city, a place such as toronto, or "City, Province, Country".',
    unknownPlace: 'We know no single city called "{{place}}". Try a nearby city, or add the province, like london-on.',
  },
} satisfies Overrides<typeof landing>;
