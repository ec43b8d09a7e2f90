import { Controller, Get, Inject, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  cardBatchStatusAnswer,
  paymentStates,
  subscriptionStatusAnswer,
  type CardBatchAnswer,
  type CollectionAnswer,
  type PaymentAnswer,
  type ProductAnswer,
  type SubscriptionAnswer,
  type TaxRateAnswer, pageAnswer, collectionAnswer, productAnswer, taxRateAnswer, subscriptionAnswer, paymentAnswer, cardBatchAnswer,
} from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import type { Page } from '../http/list-query';
import { BillingReader } from './billing-reader';

const paging: MethodDecorator = (target, key, descriptor) => {
  ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })(target, key, descriptor);
  ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } })(target, key, descriptor);
};

@ApiTags('subscriptions')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api')
@UseGuards(SessionGuard)
export class BillingHttp {
  constructor(@Inject(BillingReader) private readonly reader: BillingReader) {}

  @Get('products')
  @ApiOperation({ summary: 'The price list, paged; everyone signed in reads it.', description: 'Each product with its membership code, unit price in cents and unit of measure; a retired product is no longer sold. Administrators keep the list.' })
  @paging
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'name:asc' }, description: 'name or createdAt, then :asc or :desc' })
  @ApiQuery({ name: 'active', required: false, schema: { type: 'boolean' }, description: 'true: on sale; false: retired' })
  @Answers(pageAnswer(productAnswer), { refusals: refusalsOf.list })
  async products(@Query() query: Record<string, unknown>): Promise<Page<ProductAnswer>> {
    return this.reader.products(query);
  }

  @Get('tax-rate')
  @ApiOperation({ summary: 'The tax rates in force, in basis points (1300 is 13.00 %).', description: 'SPEC.md’s tax-rate call; everyone signed in reads them, administrators keep them.' })
  @Answers(collectionAnswer(taxRateAnswer), { refusals: refusalsOf.list })
  async taxRates(): Promise<CollectionAnswer<TaxRateAnswer>> {
    return this.reader.taxRates();
  }

  @Get('subscriptions')
  @ApiOperation({ summary: 'The subscriptions the signed-in user may read, paged.', description: 'Administrators every subscription; a family those for itself or its patients; the patient’s agency those of its patients.' })
  @paging
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'createdAt:desc' } })
  @ApiQuery({ name: 'patientId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'userId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'string', enum: [...subscriptionStatusAnswer.options] } })
  @Answers(pageAnswer(subscriptionAnswer), { refusals: refusalsOf.list })
  async subscriptions(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<SubscriptionAnswer>> {
    return this.reader.subscriptions(actor, query);
  }

  @Get('subscriptions/:id')
  @ApiOperation({ summary: 'One subscription and the terms it was sold at.', description: 'The product, price, tax rate, billing frequency, recurrence and rounding as they were when subscribed, whatever changed since; readable by whoever may read the subscription.' })
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' } })
  @Answers(subscriptionAnswer, { refusals: refusalsOf.record })
  async subscription(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<SubscriptionAnswer> {
    return this.reader.subscription(actor, id);
  }

  @Get('subscription-payments')
  @ApiOperation({ summary: 'The payments the signed-in user may read, paged; `status` is the effective state (a card charge takes its batch outcome).', description: 'SPEC.md’s subscription-payments call: administrators every payment, a family its own and its patients’, the patient’s agency its patients’. Payment states 0 UNPAID, 1 PAID, 2 VOIDED.' })
  @paging
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'periodStart:desc' }, description: 'periodStart or createdAt, then :asc or :desc' })
  @ApiQuery({ name: 'subscriptionId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'integer', enum: paymentStates.map((state) => state.id) } })
  @ApiQuery({ name: 'from', required: false, schema: { type: 'string', format: 'date' }, description: 'periods ending on or after this day' })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', format: 'date' }, description: 'periods starting on or before this day' })
  @Answers(pageAnswer(paymentAnswer), { refusals: refusalsOf.list })
  async payments(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<PaymentAnswer>> {
    return this.reader.payments(actor, query);
  }

  @Get('card-batches')
  @ApiOperation({ summary: 'Card batches, paged: administrators only.', description: 'Each batch with its status (open, settled or voided), its payment ids, their count and total in cents.' })
  @paging
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'createdAt:desc' } })
  @ApiQuery({ name: 'status', required: false, schema: { type: 'string', enum: [...cardBatchStatusAnswer.options] } })
  @Answers(pageAnswer(cardBatchAnswer), { refusals: refusalsOf.restricted })
  async cardBatches(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<CardBatchAnswer>> {
    return this.reader.cardBatches(actor, query);
  }

  @Get('card-batches/:id')
  @ApiOperation({ summary: 'One card batch with the payments it covers: administrators only.', description: 'A settled or voided batch is final; its payments take its outcome.' })
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' } })
  @Answers(cardBatchAnswer, { refusals: refusalsOf.record })
  async cardBatch(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<CardBatchAnswer> {
    return this.reader.cardBatch(actor, id);
  }
}
