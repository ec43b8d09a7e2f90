import { Body, Controller, HttpCode, Inject, Param, Post, UseFilters, UseGuards, UseInterceptors, type Type } from '@nestjs/common';
import { CommandBus, type Command } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { AnyRecordType } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor } from '@careledger/http';
import { IdempotencyInterceptor } from '../http/idempotency.interceptor';
import { RecordCommand } from '../record/record.command';
import { assertUuidParam } from '../shared/uuid';
import type { CommandAccepted } from '../shared/decide-and-append';

const openApiSchema = (schema: z.ZodType): Record<string, unknown> => z.toJSONSchema(schema, { unrepresentable: 'any', target: 'openapi-3.0' });

/**
 * The HTTP edge of a record created from other records: `POST /api/<resource>` reads them and
 * creates (201); `POST /api/<resource>/{id}/<action>` acts through the generic record handler (200).
 */
export const referencedRecordHttp = (
  recordType: AnyRecordType,
  routes: { resource: string; tag: string; name: string },
  creation: {
    /** The client's request, for the OpenAPI document. */
    request: z.ZodType;
    /** The command that reads the other records and creates this one. */
    command: (actor: Actor, body: unknown) => Command<CommandAccepted>;
  },
): Type<unknown> => {
  @ApiTags(routes.tag)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retry with the same key gets the first answer and appends nothing.' })
  @ApiResponse({ status: 400, description: '{ message, errors: [{ path, message }] }: a field breaks a rule; nothing is stored.' })
  @ApiResponse({ status: 403, description: `The role may not do this to this ${recordType.noun}.` })
  @ApiResponse({ status: 422, description: '{ message, code }: a rule of the domain refuses it.' })
  @UseFilters(ErrorFilter)
  @Controller(`api/${routes.resource}`)
  @UseGuards(SessionGuard)
  @UseInterceptors(IdempotencyInterceptor)
  class ReferencedRecordHttp {
    constructor(@Inject(CommandBus) readonly commandBus: CommandBus) {}

    @Post()
    @HttpCode(201)
    @ApiOperation({ summary: `Create a ${recordType.noun}.` })
    @ApiBody({ schema: openApiSchema(creation.request) })
    @ApiResponse({ status: 201, description: '{ id, version, globalPosition }' })
    @ApiResponse({ status: 409, description: '{ message, code }: the record exists already, or another request took what it claims (a card charge).' })
    create(@CurrentActor() actor: Actor, @Body() body: unknown) {
      return this.commandBus.execute(creation.command(actor, body));
    }

    @Post(':id/:action')
    @HttpCode(200)
    @ApiOperation({ summary: `${Object.keys(recordType.actions).join(' or ')} a ${recordType.noun}.` })
    @ApiParam({ name: 'action', enum: Object.keys(recordType.actions) })
    @ApiBody({ schema: { oneOf: Object.values(recordType.actions).map((request) => openApiSchema(request.body)) } })
    @ApiResponse({ status: 200, description: '{ id, version, globalPosition }' })
    @ApiResponse({ status: 404, description: `No such ${recordType.noun}, or no such action.` })
    @ApiResponse({ status: 409, description: '{ message, expectedVersion, actualVersion }: someone else changed the record.' })
    act(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('action') action: string, @Body() body: unknown) {
      return this.commandBus.execute(new RecordCommand(recordType, actor, assertUuidParam(id), action, body));
    }
  }
  Object.defineProperty(ReferencedRecordHttp, 'name', { value: routes.name });
  return ReferencedRecordHttp;
};
