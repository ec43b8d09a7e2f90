import { ApiOperation } from '@nestjs/swagger';
import { Controller, ForbiddenException, HttpCode, Inject, NotFoundException, Param, Post, ServiceUnavailableException, UseFilters, UseGuards } from '@nestjs/common';
import { can, fold, invalid, streamIdOf, webhookRecord, webhookRedeliveryAnswer, type WebhookRedeliveryAnswer, type WebhookState } from '@careledger/domain';
import { jobQueueCatalogue, webhookDeliveryJobId } from '@careledger/jobs';
import { Answers, CurrentActor, ErrorFilter, SessionGuard, refusalsOf, type Actor } from '@careledger/http';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../infrastructure';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sends one event of a subscription's delivery log again, whatever became of it: a job request, not a change to the subscription. */
@UseFilters(ErrorFilter)
@Controller('api/webhooks')
@UseGuards(SessionGuard)
export class RedeliverWebhookHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  @Post(':id/deliveries/:position/redeliver')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send one event to a subscription again.',
    description: 'Queues the event at `position` of the subscription’s delivery log (GET /api/webhooks/{id}/deliveries) to its URL again, signed with its current secret. Administrators and the subscription’s organisation; 404 for a webhook the caller may not read or an event it never delivered; 503 when this process reaches no job queue.',
  })
  @Answers(webhookRedeliveryAnswer, { status: 202, description: 'The event is queued to the subscription again.', refusals: [...refusalsOf.record, 503] })
  async redeliver(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('position') rawPosition: string): Promise<WebhookRedeliveryAnswer> {
    const position = Number(rawPosition);
    if (!/^\d{1,15}$/.test(rawPosition) || !Number.isSafeInteger(position)) throw invalid([{ path: 'position', message: 'must be a whole number, the global position of a delivered event' }]);
    const state: WebhookState = UUID.test(id) ? fold(webhookRecord.decider, (await this.infrastructure.eventStore.readStream(streamIdOf(webhookRecord, id))) as never[]) : { status: 'none' };
    if (state.status === 'none' || state.status === 'deleted' || !can(actor, 'webhook.read', webhookRecord.factsOf(state))) throw new NotFoundException({ message: `There is no webhook ${id}.` });
    if (!can(actor, 'webhook.redeliver', webhookRecord.factsOf(state))) throw new ForbiddenException({ message: 'You may not redeliver the events of this webhook.' });
    const jobs = this.infrastructure.jobs;
    if (!jobs) throw new ServiceUnavailableException({ message: 'This process reaches no job queue: set REDIS_URL, or run npm start, which runs the jobs itself.' });
    const { store, settings } = this.infrastructure.webhooks;
    const queued = await store.redeliver(id, position);
    if (!queued) {
      const row = await store.delivery(id, position);
      if (!row) throw new NotFoundException({ message: `Webhook ${id} has no delivery of the event at position ${position}.` });
    } else {
      await jobs.add(
        jobQueueCatalogue.webhookDeliveries.queue,
        { webhookId: id, globalPosition: position },
        { jobId: webhookDeliveryJobId(id, queued.globalPosition, queued.generation), attempts: settings.attempts, backoffMs: settings.retryBaseMs },
      );
    }
    return { webhookId: id, globalPosition: position, status: 'pending' };
  }
}
