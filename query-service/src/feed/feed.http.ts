import { feedAnswer } from '@careledger/domain';
import { Controller, Get, Inject, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FeedAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { withNames } from '../names/display-names';
import { HISTORY_NAMES, toHistoryEntry } from '../history/record-history';
import { MAX_FEED_LIMIT, MAX_FEED_WAIT_SECONDS, parseFeedRequest } from './feed-request';
import { LogHeadWatch } from './log-head-watch';
import { readFeed } from './read-feed';

@ApiTags('feed')
@UseFilters(ErrorFilter)
@Controller('api/feed')
@UseGuards(SessionGuard)
export class FeedHttp {
  private readonly watch: LogHeadWatch;

  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {
    this.watch = new LogHeadWatch(infrastructure.eventStore);
  }

  @Get()
  @ApiOperation({
    summary: 'Every event after a position that the caller may see, in the global order of the log: a feed to replay and to follow.',
    description:
      'An event is shown to whoever may read its record now (the rule of the record\'s history); administrators see every event. ' +
      'Store `next` and pass it as `after` on the next call to resume exactly where the last answer stopped, after any downtime. ' +
      'With `wait`, a call that finds no event waits up to that many seconds for one (long poll).',
  })
  @ApiQuery({ name: 'after', required: false, schema: { type: 'integer', minimum: 0, default: 0 }, description: 'Exclusive: the events after this position; 0 from the first. At most the log\'s newest position.' })
  @ApiQuery({ name: 'types', required: false, schema: { type: 'string' }, description: 'Only these event types, separated by commas, e.g. PatientRegistered,AssessmentApproved.' })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: MAX_FEED_LIMIT, default: 100 } })
  @ApiQuery({ name: 'wait', required: false, schema: { type: 'integer', minimum: 0, maximum: MAX_FEED_WAIT_SECONDS, default: 0 }, description: 'Seconds to wait for a new event when none follows `after`.' })
  @Answers(feedAnswer, { description: 'The events after `after` the caller may see, and the position to ask after next.', refusals: refusalsOf.list })
  async feed(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<FeedAnswer> {
    const store = this.infrastructure.eventStore;
    const request = parseFeedRequest(query, await store.headPosition());
    const { events, next } = await readFeed(store, this.watch, actor, request);
    const data = await withNames(this.infrastructure, events.map((event) => ({ ...toHistoryEntry(event), streamId: event.streamId })), HISTORY_NAMES);
    return { data, next, head: Math.max(next, await store.headPosition()) };
  }
}
