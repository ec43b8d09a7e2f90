import { collectionAnswer, historyEntryAnswer, stateAsOfAnswer, streamIdOf, type HistoryEntryAnswer, type StateAsOfAnswer } from '@careledger/domain';
import { Controller, Get, Inject, NotFoundException, Param, Query, UseFilters, UseGuards, type Type } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { parseAsOf } from '../assessment/assessment-as-of';
import { Answers, CurrentActor, ErrorFilter, refusalsOf, SessionGuard, type Actor } from '@careledger/http';
import type { HistoryResource } from './history-record-types';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { historyEntries, RecordHistoryReader, stateAsOf } from './record-history';

const pascal = (text: string): string => text.replace(/(^|[-/ ])(\w)/g, (_match, _sep: string, letter: string) => letter.toUpperCase());

/**
 * DESIGN.md section 4: `GET /api/<resource>/{id}/history` and `GET /api/<resource>/{id}/state?asOf=`
 * beside the record's own commands. `GET /api/<resource>/{id}` is left to the read models.
 */
export const recordHistoryHttp = ({ resource, recordType, tag }: HistoryResource): Type<unknown> => {
  const noun = recordType.noun;
  const loggedBeside = recordType.logs === undefined ? '' : ' With them, the events of the logs kept beside it (its views), each naming its stream.';

  @ApiTags(tag)
  @UseFilters(ErrorFilter)
  @Controller(`api/${resource}`)
  @UseGuards(SessionGuard)
  class Http {
    constructor(
      @Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure,
      @Inject(RecordHistoryReader) private readonly reader: RecordHistoryReader,
    ) {}

    @Get(':id/history')
    @ApiOperation({
      summary: `Every event of one ${noun}: type, data, actor, role, time, correlation.${loggedBeside}`,
      description: `The ${noun}'s stream as the event store holds it, oldest first, never edited: the audit trail of who did what and when. Administrators and whoever may read the ${noun}.`,
    })
    @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' } })
    @Answers(collectionAnswer(historyEntryAnswer), { description: `The ${noun}'s events, oldest first. 403: administrators, and whoever may read the ${noun}, only.`, refusals: refusalsOf.record })
    async history(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<{ data: HistoryEntryAnswer[] }> {
      return { data: await historyEntries(this.infrastructure, await this.reader.eventsWithLogs(actor, recordType, id), streamIdOf(recordType, id.toLowerCase())) };
    }

    @Get(':id/state')
    @ApiOperation({
      summary: `One ${noun} as it stood at an instant: its events that occurred by then, folded.`,
      description: `The ${noun}'s events whose occurredAt is at or before \`asOf\` (an ISO instant), folded as its decider folds them: its state then and the version it had. Administrators and whoever may read the ${noun}; 404 also when it did not exist yet at asOf.`,
    })
    @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' } })
    @ApiQuery({ name: 'asOf', required: true, description: 'Compared with each event\'s occurredAt.', schema: { type: 'string', format: 'date-time' } })
    @Answers(stateAsOfAnswer, { description: `The ${noun} as it stood at asOf. 404 also when it did not exist yet then.`, refusals: refusalsOf.record })
    async state(@CurrentActor() actor: Actor, @Param('id') id: string, @Query('asOf') asOf?: string): Promise<StateAsOfAnswer> {
      const instant = parseAsOf(asOf ?? '');
      const then = stateAsOf(recordType, await this.reader.events(actor, recordType, id), instant);
      if (!then) throw new NotFoundException({ message: `The ${noun} ${id} did not exist yet at ${instant.toISOString()}.` });
      return then;
    }
  }

  Object.defineProperty(Http, 'name', { value: `${pascal(resource)}HistoryHttp` });
  return Http;
};
