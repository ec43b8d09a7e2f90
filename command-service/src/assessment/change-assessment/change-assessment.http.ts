import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards, UseInterceptors, UseFilters } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentActor, type Actor } from '../../http/actor';
import { IdempotencyInterceptor } from '../../http/idempotency.interceptor';
import { SessionGuard } from '../../http/session.guard';
import { assertUuidParam } from '../../shared/uuid';
import { ChangeAssessmentCommand } from './change-assessment.command';
import { ErrorFilter } from '../../http/error.filter';

@UseFilters(ErrorFilter)
@Controller('api/assessments')
@UseGuards(SessionGuard)
@UseInterceptors(IdempotencyInterceptor)
export class ChangeAssessmentHttp {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post(':id/:action')
  @HttpCode(200)
  change(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('action') action: string, @Body() body: unknown) {
    return this.commandBus.execute(new ChangeAssessmentCommand(actor, assertUuidParam(id), action, body));
  }
}
