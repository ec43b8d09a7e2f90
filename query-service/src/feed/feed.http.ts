import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { eventTypeCatalog, eventTypeCatalogAnswer, feedAnswer } from '@careledger/domain';
import { Controller, Get, Headers, Inject, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { EventTypeCatalogAnswer, FeedAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, AnswersThroughReply, refusalsOf } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { feedEntriesOf } from './feed-entries';
import { MAX_FEED_LIMIT, MAX_FEED_WAIT_SECONDS, parseFeedRequest } from './feed-request';
import { EVENT_STREAM, streamFeed, wantsEventStream } from './feed-stream';
import { LogHeadWatch } from './log-head-watch';
import { readFeed } from './read-feed';

@ApiTags('feed')
@UseFilters(ErrorFilter)
@Controller('api/feed')
@UseGuards(SessionGuard)
export class FeedHttp implements OnModuleDestroy {
  private readonly watch: LogHeadWatch;
  /** The streams open now, each ended by aborting it. */
  private readonly streams = new Set<AbortController>();

  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {
    this.watch = new LogHeadWatch(infrastructure.eventStore);
  }

  /** What this process holds for the feed's clients now: open streams, and waits on the log's head. */
  get held(): { streams: number; waits: number } {
    return { streams: this.streams.size, waits: this.watch.waiting };
  }

  onModuleDestroy(): void {
    for (const stream of this.streams) stream.abort();
  }

  @Get()
  @ApiOperation({
    summary: 'Every event after a position that the caller may see, in the global order of the log: a feed to replay and to follow.',
    description:
      'An event is shown to whoever may read its record now (the rule of the record\'s history); administrators see every event. ' +
      'Store `next` and pass it as `after` on the next call to resume exactly where the last answer stopped, after any downtime. ' +
      'With `wait`, a call that finds no event waits up to that many seconds for one (long poll). ' +
      'Each entry\'s `data` is documented by its `type` (the `<Type>Event` schemas; `GET /api/feed/event-types` lists the types). ' +
      '\n\nWith `Accept: text/event-stream` the same entries come as Server-Sent Events and the stream follows the log as it grows: ' +
      '`id:` the position, `event:` the type, `data:` the entry as JSON. It starts after `after`, or after the `Last-Event-ID` header ' +
      'a reconnecting client sends. A line `: heartbeat` comes every 15 seconds while nothing happens; a bare `id:` moves the position past ' +
      'events the caller may not see. A stream ends after 5 minutes and the client reconnects with its Last-Event-ID (its session or key is checked again). ' +
      '`limit` is the most events read at a time; `wait` does not apply.',
  })
  @ApiQuery({ name: 'after', required: false, schema: { type: 'integer', minimum: 0, default: 0 }, description: 'Exclusive: the events after this position; 0 from the first. At most the log\'s newest position.' })
  @ApiQuery({ name: 'types', required: false, schema: { type: 'string' }, description: 'Only these event types, separated by commas, e.g. PatientRegistered,AssessmentApproved.' })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: MAX_FEED_LIMIT, default: 100 } })
  @ApiQuery({ name: 'wait', required: false, schema: { type: 'integer', minimum: 0, maximum: MAX_FEED_WAIT_SECONDS, default: 0 }, description: 'Seconds to wait for a new event when none follows `after`.' })
  @ApiHeader({ name: 'Last-Event-ID', required: false, schema: { type: 'integer', minimum: 0 }, description: 'With `Accept: text/event-stream`: the last `id:` received; the stream resumes after it (instead of `after`).' })
  @AnswersThroughReply(feedAnswer, { description: 'The events after `after` the caller may see, and the position to ask after next; or, asked with `Accept: text/event-stream`, the stream of them.', refusals: refusalsOf.list, orText: EVENT_STREAM })
  async feed(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
    @Headers('accept') accept: string | undefined,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const store = this.infrastructure.eventStore;
    const streaming = wantsEventStream(accept);
    const request = parseFeedRequest(streaming && lastEventId !== undefined ? { ...query, after: lastEventId } : query, await store.headPosition());
    if (streaming) return this.stream(actor, request, reply);
    const { events, next } = await readFeed(store, this.watch, actor, request);
    const answer: FeedAnswer = { data: await feedEntriesOf(this.infrastructure, events), next, head: Math.max(next, await store.headPosition()) };
    void reply.send(answer);
  }

  @Get('event-types')
  @ApiOperation({
    summary: 'The event types of the log: what the feed\'s `types` and a webhook\'s `eventTypes` may name.',
    description: 'Each with the category of the streams it is appended to, and whether only administrators ever see it. The `<Type>Event` schemas document each type\'s entry.',
  })
  @Answers(eventTypeCatalogAnswer, { description: 'Every event type, by category.', refusals: refusalsOf.signedIn })
  eventTypes(): EventTypeCatalogAnswer {
    return { data: eventTypeCatalog.map(({ type, category, administratorsOnly }) => ({ type, category, administratorsOnly })) };
  }

  private stream(actor: Actor, request: ReturnType<typeof parseFeedRequest>, reply: FastifyReply): void {
    const body = new PassThrough();
    const open = new AbortController();
    const { signal } = open;
    this.streams.add(open);
    const close = () => {
      open.abort();
      this.streams.delete(open);
      body.end();
    };
    reply.raw.once('close', close);
    const write = async (chunk: string): Promise<void> => {
      if (!body.write(chunk)) await once(body, 'drain', { signal });
    };
    void reply
      .header('content-type', `${EVENT_STREAM}; charset=utf-8`)
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(body);
    const render = (events: Parameters<typeof feedEntriesOf>[1]) => feedEntriesOf(this.infrastructure, events);
    // A failed read (the database away) ends the stream; the client reconnects with its Last-Event-ID.
    streamFeed({ store: this.infrastructure.eventStore, watch: this.watch, actor, request, render, write, signal })
      .catch(() => undefined)
      .finally(() => {
        reply.raw.off('close', close);
        close();
      });
  }
}
