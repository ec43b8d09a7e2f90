import { createParamDecorator, Injectable, UnprocessableEntityException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { IdempotencyKeyUsed, requestFingerprint, type StoredAnswer } from '@careledger/storage';
import type { FastifyReply } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { RequestWithActor } from '@careledger/http';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../infrastructure';
import type { IdempotentRequest } from '../pipeline/record.command';

const HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\w.:-]{1,200}$/;

type KeyedRequest = RequestWithActor & { idempotency?: IdempotentRequest };

/** The request's Idempotency-Key, for the pipeline to store with the command's events. */
export const IdempotencyOf = createParamDecorator(
  (_data: unknown, context: ExecutionContext): IdempotentRequest | undefined => context.switchToHttp().getRequest<KeyedRequest>().idempotency,
);

const keyOf = (request: KeyedRequest): string | undefined => {
  const header = request.headers[HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && !KEY_PATTERN.test(key)) {
    throw new UnprocessableEntityException({
      message: 'Idempotency-Key must be 1 to 200 letters, digits, dots, colons, dashes or underscores.',
      errors: [{ path: 'Idempotency-Key', message: 'must match [A-Za-z0-9_.:-]{1,200}' }],
    });
  }
  return key;
};

/**
 * A retry with the same Idempotency-Key gets the first answer and appends nothing. The key is
 * stored by the append itself, in the events' transaction (storage's `IdempotentAppend`): so a
 * crash leaves no half-claimed key, a refused command leaves the key free, and of two requests
 * with one key at once the second waits for the first and answers what it stored.
 * Runs after the SessionGuard, so keys are scoped to the actor.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return from(this.run(context, next));
  }

  private async run(context: ExecutionContext, next: CallHandler): Promise<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<KeyedRequest>();
    const key = keyOf(request);
    if (key === undefined || !request.actor) return lastValueFrom(next.handle());
    const keyed: IdempotentRequest = { actorId: request.actor.id, key, requestHash: requestFingerprint([request.method, request.url, request.body]) };
    const stored = await this.infrastructure.eventStore.storedAnswer(keyed.actorId, key);
    if (stored) return replay(stored, keyed, http.getResponse<FastifyReply>());
    request.idempotency = keyed;
    try {
      return await lastValueFrom(next.handle());
    } catch (error) {
      if (!(error instanceof IdempotencyKeyUsed)) throw error;
      const first = await this.infrastructure.eventStore.storedAnswer(keyed.actorId, key);
      if (!first) throw error;
      return replay(first, keyed, http.getResponse<FastifyReply>());
    }
  }
}

const replay = (stored: StoredAnswer, request: IdempotentRequest, reply: FastifyReply): unknown => {
  if (stored.requestHash !== request.requestHash) {
    throw new UnprocessableEntityException({ message: 'This Idempotency-Key was already used for a different request.' });
  }
  void reply.status(stored.statusCode);
  return stored.body;
};
