import { Body, Controller, HttpCode, Inject, NotFoundException, Param, Put, Req, Res, UseFilters } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { invalid, isSavedSearchTarget, savedSearchBody, savedSearchRecord, savedSearchTargets, commandAcceptedAnswer } from '@careledger/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorFilter, Answers } from '@careledger/http';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../infrastructure';
import { RecordCommand } from '../pipeline/record.command';
import type { CommandAccepted } from '../pipeline/command-accepted';
import { handOutVisitorCookie, searchOwnerOf } from './search-owner';

const isJsonObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body);

/** The target comes from the path: a body naming one too is refused rather than silently overruled. */
const withTarget = (target: string, body: unknown): unknown => {
  if (!isJsonObject(body)) return body ?? { target };
  if ('target' in body) throw invalid([{ path: 'target', message: 'is not an allowed field' }], 'The request is not valid: target is not an allowed field.');
  return { ...body, target };
};

/** Open to anonymous visitors of the public landing; the XSRF rule still applies, as to every PUT. */
@ApiTags('saved searches')
@UseFilters(ErrorFilter)
@Controller('api/cookie')
export class SaveSearchHttp {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure,
  ) {}

  @Put(':target')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Save a search (homecare, shared-living, day-program) or the current search type, for the signed-in user, else for the visitor of the careledger_visitor cookie (set on the first save).',
    description:
      'Replaces what was saved under the path’s target: GET /api/cookie/{target} restores it. Anyone may save their own, signed in or not; a saved search is its owner’s alone. Send the answer’s globalPosition as X-Min-Position to read it back.',
  })
  @ApiParam({ name: 'target', enum: savedSearchTargets })
  @ApiBody({
    schema: {
      ...(z.toJSONSchema(savedSearchBody, { unrepresentable: 'any', target: 'openapi-3.0', io: 'input' }) as Record<string, unknown>),
      example: { target: 'homecare', location: 'Toronto, ON, Canada', latitude: 43.6532, longitude: -79.3832, city1: 'Toronto', state1: 'ON', country1: 'CA', locality: 'Toronto' },
    },
    description: 'the search fields, or { searchType } for current-search-type; `target` comes from the path',
  })
  @Answers(commandAcceptedAnswer, { description: 'Saved: send globalPosition as X-Min-Position to read it back.', refusals: [400, 403, 404, 419] })
  async save(
    @Param('target') target: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CommandAccepted> {
    if (!isSavedSearchTarget(target)) {
      throw new NotFoundException({ message: `There is no saved search called ${target}; use one of ${savedSearchTargets.join(', ')}.` });
    }
    const { ownerKey, actor, newVisitorToken } = await searchOwnerOf(this.infrastructure, request);
    const accepted = await this.commandBus.execute(new RecordCommand(savedSearchRecord, actor, ownerKey, 'create', withTarget(target, body)));
    if (newVisitorToken) handOutVisitorCookie(reply, newVisitorToken);
    return accepted;
  }
}
