import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The rule one field breaks, in terms a translation can word (zod's own messages are English). */
export type RuleBreak =
  | { rule: 'empty' }
  | { rule: 'tooLong'; maximum: number }
  | { rule: 'tooSmall'; minimum: number }
  | { rule: 'tooBig'; maximum: number }
  | { rule: 'format' }
  | { rule: 'number' }
  | { rule: 'invalid' };

interface Issue {
  code: string;
  path: readonly PropertyKey[];
  origin?: string;
  expected?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** What the forms need of a zod schema: a domain record's action body is one. */
export interface RequestSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly Issue[] } };
}

const breakOf = (issue: Issue): RuleBreak => {
  const bound = (value: unknown) => (typeof value === 'number' ? value : Number(value));
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'too_small':
      return text ? { rule: 'empty' } : { rule: 'tooSmall', minimum: bound(issue.minimum) };
    case 'too_big':
      return text ? { rule: 'tooLong', maximum: bound(issue.maximum) } : { rule: 'tooBig', maximum: bound(issue.maximum) };
    case 'invalid_format':
      return { rule: 'format' };
    case 'invalid_type':
      return issue.expected === 'number' ? { rule: 'number' } : { rule: 'invalid' };
    default:
      return { rule: 'invalid' };
  }
};

/**
 * Checks a request body with the schema the server parses it with (a domain record's action
 * body), so a form refuses exactly what the server would. One break per field, keyed by the
 * field's name (`city` for `address.city`), the first as the server reports it.
 */
export const ruleBreaksOf = (schema: RequestSchema, body: unknown): Map<string, RuleBreak> => {
  const breaks = new Map<string, RuleBreak>();
  for (const issue of schema.safeParse(body).error?.issues ?? []) {
    const field = String(issue.path.at(-1) ?? '');
    if (!breaks.has(field)) breaks.set(field, breakOf(issue));
  }
  return breaks;
};

/** The words for a broken rule, from the screen's namespace; `format` says what the field expects (an email, a phone number). */
export const useRuleMessage = (namespace: 'caregivers' | 'agencies' | 'patients' = 'caregivers') => {
  const { t } = useTranslation(namespace);
  return useCallback(
    (broken: RuleBreak, format: string): string => {
      switch (broken.rule) {
        case 'empty':
          return t('rules.empty');
        case 'tooLong':
          return t('rules.tooLong', { maximum: broken.maximum });
        case 'tooSmall':
          return t('rules.tooSmall', { minimum: broken.minimum });
        case 'tooBig':
          return t('rules.tooBig', { maximum: broken.maximum });
        case 'format':
          return format;
        case 'number':
          return t('rules.number');
        case 'invalid':
          return t('rules.invalid');
      }
    },
    [t],
  );
};
