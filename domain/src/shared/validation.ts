import type { z } from 'zod';
import { invalid, type FieldError } from './domain-error';
import { inputRuleErrors } from './input-rules';

/**
 * A zod error option that says "is required" for a missing value and `message` for any other
 * refusal, so each field reports the rule a client broke rather than zod's generic wording.
 */
export const ruleMessage =
  (message: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? 'is required' : message;

const pathOf = (path: readonly PropertyKey[]): string => path.map(String).join('.');

const fieldErrorsOf = (issues: readonly z.core.$ZodIssue[]): FieldError[] => {
  const errors: FieldError[] = issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: pathOf([...issue.path, key]), message: 'is not an allowed field' }));
    }
    if (issue.path.length === 0 && issue.code === 'invalid_type') return [{ path: '', message: 'must be a JSON object' }];
    return [{ path: pathOf(issue.path), message: issue.message }];
  });
  // A field that breaks several rules reports the first one only: one entry per bad field.
  return errors.filter((error, index) => errors.findIndex((other) => other.path === error.path) === index);
};

const summaryOf = (errors: readonly FieldError[]): string =>
  errors.map((error) => (error.path ? `${error.path} ${error.message}` : error.message)).join('; ') + '.';

/** The validation error for a request that breaks these rules, its message naming each. */
export const invalidRequest = (errors: FieldError[]) => invalid(errors, `The request is not valid: ${summaryOf(errors)}`);

/**
 * Parses `body` with `schema`, or throws a validation DomainError naming every bad field. Every
 * request passes the input rules first (storable text, integers a read model holds).
 */
export const parseOrThrow = <Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> => {
  const result = schema.safeParse(body);
  const schemaErrors = result.success ? [] : fieldErrorsOf(result.error.issues);
  // A field the schema already refused reports that rule: one entry per bad field.
  const errors = [...schemaErrors, ...inputRuleErrors(body).filter((error) => !schemaErrors.some((other) => other.path === error.path))];
  if (result.success && errors.length === 0) return result.data;
  throw invalidRequest(errors);
};
