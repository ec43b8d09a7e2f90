import type { Overrides } from '../../messages';
import type hostLeads from '../en-US/hostLeads';

export default {
  dialogs: {
    reject: {
      description: 'Rejecting {{name}} is final: the lead cannot be qualified or converted afterwards. Say why, for example no spare room, or a home outside the neighbourhoods we serve.',
    },
  },
} satisfies Overrides<typeof hostLeads>;
