import type { CardBatchActionId } from '../catalog/payments';
import type { CardBatchState } from './state';

/** Only an open batch settles or voids (the decider refuses either on any other status). */
export const allowedCardBatchActions = (status: CardBatchState['status']): readonly CardBatchActionId[] =>
  status === 'open' ? ['settle', 'void'] : [];
