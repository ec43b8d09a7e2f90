import { z } from 'zod';

const fieldErrorAnswer = z.strictObject({ path: z.string(), message: z.string() });

/**
 * The bodies of the refusals both services give (DESIGN.md section 5, `errors/error-answer.ts`),
 * each a named component of the document.
 */
export const refusalSchemas = {
  /** 400: each field that breaks a rule, with the rule; nothing is stored. */
  invalidInputRefusal: z.strictObject({ message: z.string(), code: z.string().optional(), errors: z.array(fieldErrorAnswer) }),
  /** 401, 403, 404, 419, 422 and a 409 that is not about versions: a message, the stable code of a domain refusal, the fields it concerns. */
  domainRefusal: z.strictObject({ message: z.string(), code: z.string().optional(), errors: z.array(fieldErrorAnswer).optional() }),
  /** 403 to an API key: the scope the call needs, which the key does not hold. */
  scopeRefusal: z.strictObject({ message: z.string(), missingScope: z.string() }),
  /** 409: someone else changed the record since the version the client read. */
  versionConflictRefusal: z.strictObject({ message: z.string(), expectedVersion: z.number().int(), actualVersion: z.number().int() }),
  /** 429: too many attempts; `Retry-After` says when to try again. */
  tooManyRefusal: z.strictObject({ message: z.string(), retryAfterSeconds: z.number().int().nonnegative() }),
  /** 503: a read model has not reached `X-Min-Position` yet (or cannot), or the database is not reachable. */
  unavailableRefusal: z.strictObject({ message: z.string(), code: z.enum(['read_model_behind', 'read_model_failing']).optional(), readModel: z.string().optional() }),
};
