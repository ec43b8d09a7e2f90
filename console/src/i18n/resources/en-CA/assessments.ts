import type { Overrides } from '../../messages';
import type assessments from '../en-US/assessments';

export default {
  status: {
    CANCELLED: 'Cancelled',
  },
  dialogs: {
    cancel: {
      description: 'A cancelled assessment cannot be reopened. Tell the care team why it is cancelled.',
    },
  },
  events: {
    AssessmentCancelled: 'Cancelled',
    AssessmentShiftCancelled: 'Shift cancelled',
  },
  shifts: {
    status: {
      cancelled: 'Cancelled',
    },
    dialogs: {
      cancel: {
        description: 'The shift of {{start}} stays in the record as cancelled, with your reason.',
      },
    },
  },
} satisfies Overrides<typeof assessments>;
