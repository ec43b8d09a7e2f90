import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards, UseInterceptors, UseFilters } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { assessmentActions, assessmentDetailActions, assessmentRequestSchemas } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor } from '@careledger/http';
import { IdempotencyInterceptor } from '../../http/idempotency.interceptor';
import { assertUuidParam } from '../../shared/uuid';
import { ChangeAssessmentCommand } from './change-assessment.command';

const actionSchemas = assessmentRequestSchemas().actions;

@ApiTags('assessments')
@UseFilters(ErrorFilter)
@Controller('api/assessments')
@UseGuards(SessionGuard)
@UseInterceptors(IdempotencyInterceptor)
export class ChangeAssessmentHttp {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post(':id/:action')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Move an assessment along REQUESTED -> PENDING -> SCHEDULED -> APPROVED -> ACTIVE -> COMPLETED, or cancel it; ' +
      'add, change and cancel its shifts (while APPROVED or ACTIVE); answer its survey (until it is finished).',
  })
  @ApiParam({ name: 'action', enum: [...assessmentActions, ...assessmentDetailActions] })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiBody({ schema: { oneOf: Object.values(actionSchemas) }, description: 'expectedVersion, plus visitAt (schedule, reschedule), reason (cancel), the shift (add-shift, change-shift, cancel-shift) or answers (answer-survey).' })
  @ApiResponse({ status: 200, description: '{ id, version, globalPosition }' })
  @ApiResponse({ status: 409, description: '{ message, expectedVersion, actualVersion }: someone else changed the record.' })
  @ApiResponse({ status: 422, description: '{ message, code }: the current status does not allow the action, or a shift breaks a rule (overlap, length, unknown or cancelled shift).' })
  change(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('action') action: string, @Body() body: unknown) {
    return this.commandBus.execute(new ChangeAssessmentCommand(actor, assertUuidParam(id), action, body));
  }
}
