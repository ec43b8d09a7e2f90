import { invalid } from '../shared/domain-error';
import { MAX_CANCEL_REASON_LENGTH } from './commands';

/** A cancellation, of the assessment or of one shift, says why in 1 to 500 characters. */
export const ensureCancelReason = (reason: string): string => {
  const trimmed = reason.trim();
  if (trimmed.length === 0) throw invalid([{ path: 'reason', message: 'must not be empty' }]);
  if (trimmed.length > MAX_CANCEL_REASON_LENGTH) {
    throw invalid([{ path: 'reason', message: `must be at most ${MAX_CANCEL_REASON_LENGTH} characters` }]);
  }
  return trimmed;
};
