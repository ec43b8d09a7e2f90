import { useState } from 'react';
import { isApiError } from '../api';
import { ruleBreaksOf, useRuleMessage, type RequestSchema, type RuleBreak } from '../caregiver/fieldRules';

/**
 * A form's field errors: what the domain's request schema refuses before sending, else what the
 * server's 400 names for the field. `check` validates a body and says whether it may be sent.
 * `formats` words what a field expects (an email, a choice) where the rule alone would not.
 */
export function useFieldRules(schema: RequestSchema, error: unknown, formats: Readonly<Record<string, string>> = {}) {
  const ruleMessage = useRuleMessage('patients');
  const [breaks, setBreaks] = useState<Map<string, RuleBreak>>(new Map());
  const serverError = (field: string) => (isApiError(error) ? error.fieldError(field) : undefined);
  const errorOf = (field: string): string | undefined => {
    const broken = breaks.get(field);
    if (broken === undefined) return serverError(field);
    const format = formats[field];
    // A choice from a catalog breaks no finer rule than "invalid": its own words say what to choose.
    return format !== undefined && broken.rule === 'invalid' ? format : ruleMessage(broken, format ?? ruleMessage({ rule: 'invalid' }, ''));
  };
  return {
    errorOf,
    /** Whether any of these fields shows an error, so the form's general alert need not repeat it. */
    anyAt: (fields: readonly string[]) => fields.some((field) => errorOf(field) !== undefined),
    check: (body: unknown): boolean => {
      const found = ruleBreaksOf(schema, body);
      setBreaks(found);
      return found.size === 0;
    },
    forget: (field: string) => setBreaks((current) => new Map([...current].filter(([name]) => name !== field))),
  };
}
