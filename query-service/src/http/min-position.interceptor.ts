import { BadRequestException, Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { readModelBehind, readModelFailing } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { readingFresh } from './read-model-cache';

const HEADER = 'x-min-position';
const POLL_MS = 20;

const parseMinPosition = (raw: string | string[] | undefined): number | undefined => {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,15}$/.test(value)) {
    throw new BadRequestException({
      message: 'X-Min-Position must be a global position (a whole number).',
      errors: [{ path: 'X-Min-Position', message: 'must be a non-negative integer' }],
    });
  }
  return Number(value);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Read your writes (DESIGN.md section 4): answer once the projections reached the position. */
@Injectable()
export class MinPositionInterceptor implements NestInterceptor {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const minPosition = parseMinPosition(context.switchToHttp().getRequest<FastifyRequest>().headers[HEADER]);
    if (minPosition === undefined) return next.handle();
    return from(this.waitThenHandle(minPosition, next));
  }

  private async waitThenHandle(minPosition: number, next: CallHandler): Promise<unknown> {
    const deadline = Date.now() + this.infrastructure.minPositionWaitMs;
    for (;;) {
      const behind = await this.infrastructure.readModelBehind(minPosition);
      if (behind === null) break;
      // A projector stuck on an event this read needs will not get there by waiting.
      if (behind.failedPosition !== null) throw readModelFailing(behind.name, behind.failedPosition, behind.failedEventType ?? 'unknown');
      if (Date.now() >= deadline) throw readModelBehind(behind.name, minPosition);
      await sleep(POLL_MS);
    }
    // The position was reached in the database; an answer kept from before it must not stand in.
    return readingFresh(() => lastValueFrom(next.handle()));
  }
}
