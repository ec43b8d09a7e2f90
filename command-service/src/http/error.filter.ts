import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { assertNever, isDomainError, type DomainError } from '@careledger/domain';
import { WrongExpectedVersion } from '@careledger/storage';
import type { FastifyReply } from 'fastify';

interface ErrorAnswer {
  status: number;
  body: Record<string, unknown>;
}

const domainAnswer = (error: DomainError): ErrorAnswer => {
  switch (error.kind) {
    case 'validation':
      return { status: 400, body: { message: error.message, code: error.code, errors: error.errors } };
    case 'rule':
      return { status: 422, body: { message: error.message, code: error.code } };
    case 'forbidden':
      return { status: 403, body: { message: error.message, code: error.code } };
    case 'not_found':
      return { status: 404, body: { message: error.message, code: error.code } };
    case 'conflict':
      return { status: 409, body: { message: error.message, code: error.code } };
    default:
      return assertNever(error.kind);
  }
};

const hasClientStatus = (error: unknown): error is { statusCode: number; message: string } =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { statusCode?: unknown }).statusCode === 'number' &&
  (error as { statusCode: number }).statusCode >= 400 &&
  (error as { statusCode: number }).statusCode < 500;

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
  if (error instanceof HttpException) {
    const response = error.getResponse();
    return { status: error.getStatus(), body: typeof response === 'string' ? { message: response } : (response as Record<string, unknown>) };
  }
  // Fastify's own refusals (malformed JSON, body too large, wrong content type).
  if (hasClientStatus(error)) return { status: error.statusCode, body: { message: error.message } };
  return { status: 500, body: { message: 'Something went wrong on our side. It has been logged.' } };
};

@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const answer = answerFor(error);
    if (answer.status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    void host.switchToHttp().getResponse<FastifyReply>().status(answer.status).send(answer.body);
  }
}
