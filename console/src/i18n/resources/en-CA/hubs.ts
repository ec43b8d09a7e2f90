import type { Overrides } from '../../messages';
import type hubs from '../en-US/hubs';

export default {
  show: {
    includeCancelled: 'Show cancelled events',
    cancelled: 'Cancelled',
    cancelledBecause: 'Cancelled: {{reason}}',
  },
} satisfies Overrides<typeof hubs>;
