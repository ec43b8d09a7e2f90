import { createParamDecorator, UnprocessableEntityException, type ExecutionContext } from '@nestjs/common';
import { requestFingerprint, type EventStore, type StoredAnswer } from '@careledger/storage';
import type { FastifyReply } from 'fastify';
import type { RequestWithActor } from '@careledger/http';
import type { IdempotentRequest } from '../pipeline/record.command';
import { onceByKey } from '../job/send-once';

const HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\w.:-]{1,200}$/;

/** What the Idempotency-Key rule reads of a request and writes to its reply. */
export interface Exchange {
  request: RequestWithActor;
  reply: FastifyReply;
}

/** The route's request and reply, for `answeredOnce`. */
export const ExchangeOf = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Exchange => ({ request: context.switchToHttp().getRequest(), reply: context.switchToHttp().getResponse() }),
);

const keyOf = (request: RequestWithActor): string | undefined => {
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

const replay = (stored: StoredAnswer, request: IdempotentRequest, reply: FastifyReply): unknown => {
  if (stored.requestHash !== request.requestHash) {
    throw new UnprocessableEntityException({ message: 'This Idempotency-Key was already used for a different request.' });
  }
  void reply.status(stored.statusCode);
  return stored.body;
};

/**
 * A retry with the same Idempotency-Key gets the first answer and appends nothing. The key is
 * stored by the append itself, in the events' transaction (storage's `IdempotentAppend`): so a
 * crash leaves no half-claimed key, a refused command leaves the key free, and of two requests
 * with one key at once the second waits for the first and answers what it stored. Keys are
 * scoped to the signed-in actor. Called by the route's handler rather than as an interceptor:
 * Nest wraps every interceptor of every request in async resources.
 */
export const answeredOnce = async (
  store: Pick<EventStore, 'storedAnswer'>,
  { request, reply }: Exchange,
  execute: (keyed: IdempotentRequest | undefined) => Promise<unknown>,
): Promise<unknown> => {
  const key = keyOf(request);
  if (key === undefined || !request.actor) return execute(undefined);
  const keyed: IdempotentRequest = { actorId: request.actor.id, key, requestHash: requestFingerprint([request.method, request.url, request.body]) };
  const once = await onceByKey(store, keyed, execute);
  return once.replayed ? replay(once.stored, keyed, reply) : once.answer;
};
