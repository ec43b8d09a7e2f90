import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { answerFor } from './error-answer';

@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const answer = answerFor(error);
    if (answer.status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    void host.switchToHttp().getResponse<FastifyReply>().status(answer.status).send(answer.body);
  }
}

