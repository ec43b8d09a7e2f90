import { useTranslation } from 'react-i18next';
import { ApiError, isApiError, isRecord } from '../api';

/** The referral rules of the domain (`domain/src/referral/errors.ts`) the console has words for. */
const RULE_CODES = [
  'milestone_while_on_hold',
  'milestone_in_future',
  'milestone_before_opening',
  'discharge_before_admission',
  'move_out_before_move_in',
  'move_in_not_recorded',
  'milestone_unchanged',
  'discharge_date_in_future',
] as const;

type RuleCode = (typeof RULE_CODES)[number];

const isRuleCode = (code: string | undefined): code is RuleCode => RULE_CODES.some((known) => known === code);

/**
 * The same error, its server message (English) replaced by the reader's language when it is a
 * referral rule: `ErrorAlert` then shows it like any other server message.
 */
export const useLocalizedError = () => {
  const { t } = useTranslation('referrals');
  return (error: unknown): unknown => {
    if (!isApiError(error) || !isRuleCode(error.domainCode)) return error;
    const body = isRecord(error.body) ? error.body : {};
    return new ApiError(error.message, { code: error.code, status: error.status, body: { ...body, message: t(`rules.${error.domainCode}`) } });
  };
};
