import type { FieldError } from './domain-error';

/** The widest integer every read model stores (PostgreSQL's `integer`). */
export const MAX_STORED_INTEGER = 2_147_483_647;

// A NUL cannot be stored in PostgreSQL text, and a lone surrogate is no character at all.
// eslint-disable-next-line no-control-regex
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const ruleOf = (value: unknown): string | undefined => {
  if (typeof value === 'string' && UNSTORABLE_TEXT.test(value)) return 'must not contain NUL characters or unpaired surrogates';
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) > MAX_STORED_INTEGER) {
    return `must be between -${MAX_STORED_INTEGER} and ${MAX_STORED_INTEGER}`;
  }
  return undefined;
};

/**
 * The rules every value of every request obeys, whatever its schema: text that can be stored,
 * integers the read models can hold. A value that passed them never stops a projector.
 */
export const inputRuleErrors = (value: unknown, path: readonly (string | number)[] = []): FieldError[] => {
  const broken = ruleOf(value);
  if (broken) return [{ path: path.join('.'), message: broken }];
  if (Array.isArray(value)) return value.flatMap((item, index) => inputRuleErrors(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => {
      const keyBroken = ruleOf(key);
      return keyBroken ? [{ path: [...path, key].join('.'), message: `is not an allowed field: its name ${keyBroken}` }] : inputRuleErrors(item, [...path, key]);
    });
  }
  return [];
};
