import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { isDomainError, type DomainErrorKind } from '@careledger/domain';
import type { FastifyReply } from 'fastify';

const STATUS_OF: Record<DomainErrorKind, number> = { validation: 400, rule: 422, forbidden: 403, not_found: 404, conflict: 409 };

const isClientError = (error: unknown): error is { statusCode: number; message: string } => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (isDomainError(error)) {
      const body = error.kind === 'validation' ? { message: error.message, code: error.code, errors: error.errors } : { message: error.message, code: error.code };
      void reply.status(STATUS_OF[error.kind]).send(body);
    } else if (error instanceof HttpException) {
      const response = error.getResponse();
      void reply.status(error.getStatus()).send(typeof response === 'string' ? { message: response } : response);
    } else if (isClientError(error)) {
      void reply.status(error.statusCode).send({ message: error.message });
    } else {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      void reply.status(500).send({ message: 'Something went wrong on our side. It has been logged.' });
    }
  }
}
