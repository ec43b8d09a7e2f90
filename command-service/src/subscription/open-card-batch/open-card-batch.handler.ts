import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  can,
  cardBatchDecider,
  cardBatchRecord,
  cardChargesTakenMeanwhile,
  openCardBatchRequestShape,
  parseOrThrow,
  paymentDecider,
  paymentStateIdOf,
  paymentStreamId,
} from '@careledger/domain';
import type { EventStore } from '@careledger/storage';
import { z } from 'zod';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../../infrastructure';
import { RecordCommand } from '../../record/record.command';
import { recordForbidden } from '../../record/record-errors';
import { commandMetadata } from '../../shared/command-metadata';
import { eventMetadataOf, type CommandAccepted } from '../../shared/decide-and-append';
import { stateOf } from '../billing-references';
import { chargeHoldOf, claimCharges, releaseCharges, type ChargeHold } from './card-charge-claims';
import { OpenCardBatchCommand } from './open-card-batch.command';

const openRequest = z.strictObject(openCardBatchRequestShape);

/** Each payment as its own stream has it, with the batch that holds its charge. */
const paymentReferences = (store: EventStore, holds: readonly ChargeHold[]) =>
  Promise.all(
    holds.map(async ({ paymentId, heldBy }) => {
      const payment = await stateOf(store, paymentDecider, paymentStreamId(paymentId));
      return {
        paymentId,
        payment:
          payment.status === 'none'
            ? null
            : { state: paymentStateIdOf(payment), collectionMode: payment.collectionMode, cardType: payment.cardType, totalCents: payment.totalCents, heldBy },
      };
    }),
  );

/**
 * Validate (400), authorize (403), read the payments and their claims, decide on them (422),
 * claim every charge (409 if another batch took one meanwhile), then open the batch through the
 * generic record handler. A refusal after the claims releases them: nothing is left held.
 */
@CommandHandler(OpenCardBatchCommand)
export class OpenCardBatchHandler implements ICommandHandler<OpenCardBatchCommand> {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  async execute({ actor, body, issuedAt, cardBatchId = randomUUID() }: OpenCardBatchCommand): Promise<CommandAccepted> {
    const request = parseOrThrow(openRequest, body ?? {});
    if (!can(actor, 'cardbatch.create', {})) throw recordForbidden(cardBatchRecord, 'create');
    const store = this.infrastructure.eventStore;
    const holds = await Promise.all(request.paymentIds.map((paymentId) => chargeHoldOf(store, paymentId, this.infrastructure.now())));
    const createBody = { ...request, references: { payments: await paymentReferences(store, holds) } };

    const metadata = commandMetadata(actor, issuedAt ?? this.infrastructure.now());
    const open = cardBatchRecord.create.toCommand(cardBatchId, parseOrThrow(cardBatchRecord.create.body, createBody) as never, metadata, actor);
    cardBatchDecider.decide(open, cardBatchDecider.initialState());

    const claimMetadata = eventMetadataOf(open);
    const { won, taken } = await claimCharges(store, cardBatchId, holds, claimMetadata);
    try {
      if (taken.length > 0) throw cardChargesTakenMeanwhile(taken);
      return await this.commandBus.execute(new RecordCommand(cardBatchRecord, actor, cardBatchId, 'create', createBody, issuedAt));
    } catch (error) {
      await releaseCharges(store, cardBatchId, won, claimMetadata);
      throw error;
    }
  }
}
