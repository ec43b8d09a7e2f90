import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Param, Post, UseFilters, UseGuards, UseInterceptors, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { AnyRecordType } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor } from '@careledger/http';
import { IdempotencyInterceptor } from '../http/idempotency.interceptor';
import { assertUuidParam } from '../shared/uuid';
import { RecordCommand } from './record.command';

export interface RecordRoutes {
  /** Under /api: `referrals` serves POST /api/referrals and POST /api/referrals/{id}/{action}. */
  resource: string;
  /** OpenAPI tag. */
  tag: string;
  /** Also create under a parent: `patients/:parentId/medication-administrations` puts the parent id in `field`. */
  createUnder?: { path: string; field: string };
}

type Method = (...args: never[]) => unknown;

// Written from the same zod schemas that validate the requests, so the document cannot drift.
const openApiSchema = (schema: z.ZodType): Record<string, unknown> =>
  z.toJSONSchema(schema, { unrepresentable: 'any', target: 'openapi-3.0' });

const pascal = (text: string): string => text.replace(/(^|[-/ ])(\w)/g, (_match, _sep: string, letter: string) => letter.toUpperCase());

const decorate = (prototype: object, key: string, method: Method, decorators: MethodDecorator[], parameters: ParameterDecorator[]) => {
  Object.defineProperty(prototype, key, { value: method, writable: true, configurable: true });
  parameters.forEach((decorator, index) => decorator(prototype, key, index));
  const descriptor = Object.getOwnPropertyDescriptor(prototype, key) as PropertyDescriptor;
  for (const decorator of decorators.reverse()) decorator(prototype, key, descriptor);
};

/**
 * The HTTP edge of one aggregate: `POST /api/<resource>` creates, `POST /api/<resource>/{id}/<action>`
 * acts, each action documented with its own body schema. Every route parses nothing itself: it
 * dispatches a RecordCommand and answers `{ id, version, globalPosition }`.
 */
export const recordCommandsHttp = (recordType: AnyRecordType, routes: RecordRoutes): Type<unknown> => {
  class Http {
    constructor(@Inject(CommandBus) readonly commandBus: CommandBus) {}
  }
  const prototype = Http.prototype as object;
  const dispatch = (that: Http, actor: Actor, id: string, action: string, body: unknown) =>
    that.commandBus.execute(new RecordCommand(recordType, actor, id, action, body));
  const refusals = [
    ApiResponse({ status: 400, description: '{ message, errors: [{ path, message }] }: a field breaks a rule; nothing is stored.' }),
    ApiResponse({ status: 403, description: 'The role may not do this to this record.' }),
  ];

  decorate(
    prototype,
    'create',
    function (this: Http, actor: Actor, body: unknown) {
      return dispatch(this, actor, randomUUID(), 'create', body);
    },
    [Post(routes.resource), HttpCode(201), ApiOperation({ summary: `Create a ${recordType.noun}.` }), ApiBody({ schema: openApiSchema(recordType.create.body) }), ApiResponse({ status: 201, description: '{ id, version, globalPosition }' }), ...refusals],
    [CurrentActor(), Body()],
  );

  if (routes.createUnder) {
    const { path, field } = routes.createUnder;
    decorate(
      prototype,
      'createUnderParent',
      function (this: Http, actor: Actor, parentId: string, body: unknown) {
        const withParent = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, [field]: assertUuidParam(parentId, field) } : body;
        return dispatch(this, actor, randomUUID(), 'create', withParent);
      },
      [Post(path), HttpCode(201), ApiOperation({ summary: `Create a ${recordType.noun} (${field} from the path).` }), ApiResponse({ status: 201, description: '{ id, version, globalPosition }' }), ...refusals],
      [CurrentActor(), Param('parentId'), Body()],
    );
  }

  for (const [action, request] of Object.entries(recordType.actions)) {
    decorate(
      prototype,
      `act:${action}`,
      function (this: Http, actor: Actor, id: string, body: unknown) {
        return dispatch(this, actor, assertUuidParam(id), action, body);
      },
      [
        Post(`${routes.resource}/:id/${action}`),
        HttpCode(200),
        ApiOperation({ summary: `${action} a ${recordType.noun}.` }),
        ApiBody({ schema: openApiSchema(request.body) }),
        ApiResponse({ status: 200, description: '{ id, version, globalPosition }' }),
        ApiResponse({ status: 404, description: `No such ${recordType.noun}.` }),
        ApiResponse({ status: 409, description: '{ message, expectedVersion, actualVersion }: someone else changed the record.' }),
        ApiResponse({ status: 422, description: '{ message, code }: a rule of the domain refuses it in the current state.' }),
        ...refusals,
      ],
      [CurrentActor(), Param('id'), Body()],
    );
  }

  // Any other action name: a 404 that lists the known ones, instead of the router's bare one.
  decorate(
    prototype,
    'unknownAction',
    function (this: Http, actor: Actor, id: string, action: string, body: unknown) {
      return dispatch(this, actor, assertUuidParam(id), action, body);
    },
    [Post(`${routes.resource}/:id/:action`), HttpCode(200), ApiOperation({ summary: `Unknown ${recordType.noun} actions answer 404.`, deprecated: true })],
    [CurrentActor(), Param('id'), Param('action'), Body()],
  );

  Object.defineProperty(Http, 'name', { value: `${pascal(routes.resource)}CommandsHttp` });
  for (const decorator of [
    ApiTags(routes.tag),
    ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retry with the same key gets the first answer and appends nothing.' }),
    UseFilters(ErrorFilter),
    Controller('api'),
    UseGuards(SessionGuard),
    UseInterceptors(IdempotencyInterceptor),
  ]) {
    decorator(Http);
  }
  return Http;
};
