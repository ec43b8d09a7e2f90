import type { Overrides } from '../../messages';
import type reports from '../en-US/reports';

export default {
  values: {
    assessmentStatus: {
      CANCELLED: 'Cancelled',
    },
  },
} satisfies Overrides<typeof reports>;
