import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards, UseInterceptors, UseFilters } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { parseCreateAssessment } from '@careledger/domain';
import { CurrentActor, type Actor } from '../../http/actor';
import { IdempotencyInterceptor } from '../../http/idempotency.interceptor';
import { SessionGuard } from '../../http/session.guard';
import { assertUuidParam } from '../../shared/uuid';
import { CreateAssessmentCommand } from './create-assessment.command';
import { ErrorFilter } from '../../http/error.filter';

@UseFilters(ErrorFilter)
@Controller('api/assessments')
@UseGuards(SessionGuard)
@UseInterceptors(IdempotencyInterceptor)
export class CreateAssessmentHttp {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  create(@CurrentActor() actor: Actor, @Body() body: unknown) {
    return this.commandBus.execute(new CreateAssessmentCommand(actor, randomUUID(), parseCreateAssessment(body), false));
  }

  /** The request path: a family or partner asks for an assessment under an id of its choosing. */
  @Post(':id/request')
  @HttpCode(201)
  request(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: unknown) {
    return this.commandBus.execute(new CreateAssessmentCommand(actor, assertUuidParam(id), parseCreateAssessment(body), true));
  }
}
