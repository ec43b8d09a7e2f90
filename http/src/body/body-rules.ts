import { inputRuleErrors, type FieldError } from '@careledger/domain';

/** Deeper than any request the API documents, and shallow enough for every recursive reader (zod, JSON.stringify, the input rules). */
export const MAX_BODY_DEPTH = 32;

const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The top-level field under which objects and arrays nest deeper than the limit; walked without recursion, as the body may be deeper than the stack. */
const fieldNestedTooDeep = (body: Record<string, unknown>): string | undefined => {
  const pending = Object.entries(body).map(([field, value]) => ({ field, value, depth: 2 }));
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { field, value, depth } = next;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_BODY_DEPTH) return field;
    for (const child of Object.values(value)) pending.push({ field, value: child as unknown, depth: depth + 1 });
  }
  return undefined;
};

/**
 * The rules every request body obeys before a route reads it: a JSON object (or none at all),
 * nesting a reader's stack can hold, then the input rules (storable text, integers a read model
 * holds). Held at the HTTP edge, so no route can forget them.
 */
export const bodyRuleErrors = (body: unknown): FieldError[] => {
  if (body === undefined) return [];
  if (!isJsonObject(body)) return [{ path: '', message: 'must be a JSON object' }];
  const tooDeep = fieldNestedTooDeep(body);
  if (tooDeep !== undefined) return [{ path: tooDeep, message: `must not nest objects or arrays more than ${MAX_BODY_DEPTH} deep` }];
  return inputRuleErrors(body);
};
