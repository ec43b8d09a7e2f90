import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Param, Post, UseFilters, UseGuards, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint, ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { commandScope, createsRecord, type AnyRecordType } from '@careledger/domain';
import { Answers, ApiKeyScope, CurrentActor, ErrorFilter, SessionGuard, TakesBody, type Actor } from '@careledger/http';
import { answeredOnce, ExchangeOf, type Exchange } from '../http/idempotency';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../infrastructure';
import { clientRequestOf } from '../pipeline/client-request';
import { RecordCommand, type IdempotentRequest } from '../pipeline/record.command';
import { assertUuidParam } from '../shared/uuid';
import { commandRoutes, type CommandRoute } from './command-routes';
import { routeDocumentation } from './route-documentation';

interface Routes {
  commandBus: CommandBus;
  infrastructure: CommandInfrastructure;
}

type Handler = (this: Routes, actor: Actor, exchange: Exchange, ...args: unknown[]) => unknown;

const withParent = (body: unknown, field: string, parentId: string): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, [field]: assertUuidParam(parentId, field) } : body;

const isCreation = (route: CommandRoute): boolean => createsRecord(route.recordType, route.action);

/** The handler of one route: where the record id comes from, then a RecordCommand to the pipeline. */
const handlerOf = (route: CommandRoute): { handler: Handler; params: ParameterDecorator[] } => {
  const statusCode = isCreation(route) ? 201 : 200;
  const dispatch = (that: Routes, actor: Actor, exchange: Exchange, id: string, body: unknown, freshId = false) => {
    const execute = (idempotency?: IdempotentRequest) =>
      that.commandBus.execute(new RecordCommand(route.recordType, actor, id, route.action, body, undefined, idempotency && { ...idempotency, statusCode }, freshId));
    return route.replayable === false ? execute() : answeredOnce(that.infrastructure.eventStore, exchange, execute);
  };
  if (route.parentField !== undefined) {
    const field = route.parentField;
    return { handler: function (actor, exchange, parentId, body) { return dispatch(this, actor, exchange, randomUUID(), withParent(body, field, parentId as string), true); }, params: [Param('id'), Body()] };
  }
  if (route.path.includes(':id')) {
    return { handler: function (actor, exchange, id, body) { return dispatch(this, actor, exchange, assertUuidParam(id as string), body); }, params: [Param('id'), Body()] };
  }
  return { handler: function (actor, exchange, body) { return dispatch(this, actor, exchange, randomUUID(), body, true); }, params: [Body()] };
};

const define = (prototype: object, key: string, handler: Handler, params: ParameterDecorator[], decorators: MethodDecorator[]) => {
  Object.defineProperty(prototype, key, { value: handler, writable: true, configurable: true });
  [CurrentActor(), ExchangeOf(), ...params].forEach((decorator, index) => decorator(prototype, key, index));
  const descriptor = Object.getOwnPropertyDescriptor(prototype, key) as PropertyDescriptor;
  for (const decorator of decorators.reverse()) decorator(prototype, key, descriptor);
};

const requestSchemaOf = (route: CommandRoute): z.ZodType => clientRequestOf(route.recordType, route.action)!;

/** One controller for one record type's routes of the table, plus a 404 that lists its actions for any other. */
const controllerOf = (recordType: AnyRecordType, routes: readonly CommandRoute[]): Type<unknown> => {
  class Http implements Routes {
    constructor(
      @Inject(CommandBus) readonly commandBus: CommandBus,
      @Inject(INFRASTRUCTURE) readonly infrastructure: CommandInfrastructure,
    ) {}
  }
  const prototype = Http.prototype as object;
  routes.forEach((route, index) => {
    const { handler, params } = handlerOf(route);
    define(prototype, `${index}:${route.path}`, handler, params, [
      Post(route.path),
      HttpCode(isCreation(route) ? 201 : 200),
      ApiKeyScope(commandScope(route.recordType.category, route.action)),
      ...(route.replayable === false ? [] : [ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retry with the same key gets the first answer and appends nothing.' })]),
      ApiOperation({ summary: routeDocumentation.summaryOf(route), description: routeDocumentation.descriptionOf(route), operationId: `${route.recordType.category}.${route.action}${route.parentField === undefined ? '' : `.under-${route.path.split('/')[0]}`}` }),
      ...routeDocumentation.parametersOf(route).map((parameter) => ApiParam(parameter)),
      TakesBody(requestSchemaOf(route)),
      Answers(routeDocumentation.answerOf(route), { status: isCreation(route) ? 201 : 200, description: routeDocumentation.answerDescriptionOf(route), refusals: routeDocumentation.refusalsOf(route, isCreation(route)) }),
    ]);
  });
  const resource = routes.find((route) => !route.path.includes(':'))?.path;
  if (resource) {
    define(
      prototype,
      'unknownAction',
      function (actor, _exchange, id, action, body) {
        return this.commandBus.execute(new RecordCommand(recordType, actor, assertUuidParam(id as string), action as string, body));
      },
      [Param('id'), Param('action'), Body()],
      // Never a 2xx: left out of the document, which lists the actions that exist.
      [Post(`${resource}/:id/:action`), HttpCode(200), ApiExcludeEndpoint()],
    );
  }
  Object.defineProperty(Http, 'name', { value: `${recordType.category[0]?.toUpperCase()}${recordType.category.slice(1)}CommandsHttp` });
  for (const decorator of [ApiTags(routeDocumentation.tagOf(recordType)), UseFilters(ErrorFilter), Controller('api'), UseGuards(SessionGuard)]) decorator(Http);
  return Http;
};

/** The HTTP edge of every command in the route table, one controller per record type. */
export const commandControllers = (): Type<unknown>[] => {
  const byCategory = new Map<string, CommandRoute[]>();
  for (const route of commandRoutes.filter((entry) => !entry.ownController)) {
    byCategory.set(route.recordType.category, [...(byCategory.get(route.recordType.category) ?? []), route]);
  }
  return [...byCategory.values()].map((routes) => controllerOf(routes[0]!.recordType, routes));
};
