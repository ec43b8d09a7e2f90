import { HttpException } from '@nestjs/common';
import { assertNever, isDomainError, type DomainError, type FieldError } from '@careledger/domain';
import { DatabaseUnavailable, WrongExpectedVersion } from '@careledger/storage';

export interface ErrorAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The fields a refusal concerns, when it names any: a 400 always does, a 422 or 403 about a named record too. */
const fieldsOf = (error: DomainError) => (error.errors.length > 0 ? { errors: error.errors } : {});

const domainAnswer = (error: DomainError): ErrorAnswer => {
  switch (error.kind) {
    case 'validation':
      return { status: 400, body: { message: error.message, code: error.code, errors: error.errors } };
    case 'rule':
      return { status: 422, body: { message: error.message, code: error.code, ...fieldsOf(error) } };
    case 'forbidden':
      return { status: 403, body: { message: error.message, code: error.code, ...fieldsOf(error) } };
    case 'not_found':
      return { status: 404, body: { message: error.message, code: error.code } };
    case 'conflict':
      return { status: 409, body: { message: error.message, code: error.code, ...fieldsOf(error) } };
    default:
      return assertNever(error.kind);
  }
};

/**
 * The field of a body the parser refused before any route read it (NestJS hands these on as a
 * bare message): named like every other 400, so a client reads every refusal the same way.
 */
const parserRefusalFields = (status: number): { errors?: FieldError[] } => {
  switch (status) {
    case 400:
      return { errors: [{ path: 'body', message: 'must be valid JSON' }] };
    case 413:
      return { errors: [{ path: 'body', message: 'must be at most 1 MiB' }] };
    case 415:
      return { errors: [{ path: 'Content-Type', message: 'must be application/json' }] };
    default:
      return {};
  }
};

const hasClientStatus = (error: unknown): error is { statusCode: number; message: string } => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. It has been logged.';

/** The one mapping from a thrown error to an HTTP answer, for both services (DESIGN.md section 5). */
export const answerFor = (error: unknown): ErrorAnswer => {
  if (isDomainError(error)) return domainAnswer(error);
  if (error instanceof WrongExpectedVersion) {
    return {
      status: 409,
      body: {
        message: 'Someone else changed this record. Reload it and try again.',
        expectedVersion: error.expectedVersion,
        actualVersion: error.actualVersion,
      },
    };
  }
  if (error instanceof DatabaseUnavailable) {
    return { status: 503, body: { message: 'The database is not reachable at the moment; nothing was changed. Try again shortly.' } };
  }
  // The guards' 401 and 419, the read side's 503, and any status a route chose itself.
  if (error instanceof HttpException) {
    const response = error.getResponse();
    if (typeof response !== 'string') return { status: error.getStatus(), body: response as Record<string, unknown> };
    return { status: error.getStatus(), body: { message: response, ...parserRefusalFields(error.getStatus()) } };
  }
  // Fastify's own refusals (malformed JSON, body too large, wrong content type).
  if (hasClientStatus(error)) return { status: error.statusCode, body: { message: error.message, ...parserRefusalFields(error.statusCode) } };
  // Anything else is our fault: its message may name internals, so the client gets none of it.
  return { status: 500, body: { message: UNEXPECTED_ERROR_MESSAGE } };
};
