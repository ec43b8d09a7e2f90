import { BadRequestException, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MIN_POSITION_HEADER, readModelBehind, readModelFailing } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';

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

const READS_NO_READ_MODEL = Symbol('readsNoReadModel');

/**
 * Marks a controller that answers from no read model (the session, the projections' own status):
 * it answers at once, even while a read model is behind or failing.
 */
export const ReadsNoReadModel = (): ClassDecorator => (target) => Reflect.defineMetadata(READS_NO_READ_MODEL, true, target);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until every read model has reached `position`: a failing one answers 503 at once, one
 * still behind after `minPositionWaitMs` answers 503 then.
 */
export const untilReadModelsReach = async (infrastructure: Pick<QueryInfrastructure, 'readModelBehind' | 'minPositionWaitMs'>, position: number): Promise<void> => {
  const deadline = Date.now() + infrastructure.minPositionWaitMs;
  for (;;) {
    const behind = await infrastructure.readModelBehind(position);
    if (behind === null) return;
    // A projector stuck on an event this read needs will not get there by waiting.
    if (behind.failedPosition !== null) throw readModelFailing(behind.name, behind.failedPosition, behind.failedEventType ?? 'unknown');
    if (Date.now() >= deadline) throw readModelBehind(behind.name, position);
    await sleep(POLL_MS);
  }
};

/**
 * Read your writes (DESIGN.md section 4): the route runs once the projections reached the
 * position, else 503. Such a request reads fresh throughout (`installHttpConventions` marks it),
 * so no answer kept from before the position stands in. A guard rather than an interceptor: Nest
 * wraps every interceptor of every request in async resources, which halved a list's throughput.
 */
@Injectable()
export class MinPositionGuard implements CanActivate {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Pick<QueryInfrastructure, 'readModelBehind' | 'minPositionWaitMs'>) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (Reflect.getMetadata(READS_NO_READ_MODEL, context.getClass()) === true) return true;
    const minPosition = parseMinPosition(context.switchToHttp().getRequest<FastifyRequest>().headers[MIN_POSITION_HEADER]);
    if (minPosition === undefined) return true;
    await untilReadModelsReach(this.infrastructure, minPosition);
    return true;
  }
}
