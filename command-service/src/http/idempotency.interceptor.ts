import { ConflictException, Inject, Injectable, UnprocessableEntityException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { requestFingerprint } from '@careledger/storage';
import type { FastifyReply } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../infrastructure';
import type { RequestWithActor } from '@careledger/http';

const HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\w.:-]{1,200}$/;

/**
 * A retry with the same Idempotency-Key gets the first answer and appends nothing.
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
    const request = http.getRequest<RequestWithActor>();
    const header = request.headers[HEADER];
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined || !request.actor) return lastValueFrom(next.handle());
    if (!KEY_PATTERN.test(key)) {
      throw new UnprocessableEntityException({
        message: 'Idempotency-Key must be 1 to 200 letters, digits, dots, colons, dashes or underscores.',
        errors: [{ path: 'Idempotency-Key', message: 'must match [A-Za-z0-9_.:-]{1,200}' }],
      });
    }
    const store = this.infrastructure.idempotency;
    const actorId = request.actor.id;
    const claim = await store.claim(actorId, key, requestFingerprint([request.method, request.url, request.body]));
    switch (claim.status) {
      case 'replay':
        return claim.response.body;
      case 'mismatch':
        throw new UnprocessableEntityException({ message: 'This Idempotency-Key was already used for a different request.' });
      case 'in_progress':
        throw new ConflictException({ message: 'A request with this Idempotency-Key is still being processed.' });
      case 'claimed':
        break;
    }
    try {
      const body: unknown = await lastValueFrom(next.handle());
      await store.complete(actorId, key, { statusCode: http.getResponse<FastifyReply>().statusCode, body });
      return body;
    } catch (error) {
      // The command was refused and stored nothing: the key is free for a corrected retry.
      await store.release(actorId, key);
      throw error;
    }
  }
}
