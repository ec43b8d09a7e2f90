import type { Overrides } from '../../messages';
import type billing from '../en-US/billing';

export default {
  fields: {
    cancelledFrom: 'Cancelled from',
  },
  cardBatches: {
    confirm: {
      void: {
        description_one:
          'The {{count}} card charge of this batch, {{total}} in all, is cancelled: no card is charged, and its payment becomes Voided. A voided batch is final: it can no longer be settled.',
        description_other:
          'The {{count}} card charges of this batch, {{total}} in all, are cancelled: no card is charged, and each of their payments becomes Voided. A voided batch is final: it can no longer be settled.',
      },
    },
  },
  subscriptionStatus: {
    cancelled: 'Cancelled',
  },
} satisfies Overrides<typeof billing>;
