import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards, UseInterceptors, UseFilters } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { assessmentRequestSchemas, parseCreateAssessment } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor } from '@careledger/http';
import { IdempotencyInterceptor } from '../../http/idempotency.interceptor';
import { assertUuidParam } from '../../shared/uuid';
import { CreateAssessmentCommand } from './create-assessment.command';

const schemas = assessmentRequestSchemas();

@ApiTags('assessments')
@ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retry with the same key gets the first answer and appends nothing.' })
@ApiResponse({ status: 400, description: '{ message, errors: [{ path, message }] }: a field breaks a rule; nothing is stored.' })
@ApiResponse({ status: 403, description: 'The role may not create an assessment for this agency.' })
@UseFilters(ErrorFilter)
@Controller('api/assessments')
@UseGuards(SessionGuard)
@UseInterceptors(IdempotencyInterceptor)
export class CreateAssessmentHttp {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an assessment: PENDING for agency-side roles and admins, REQUESTED for families and partners.' })
  @ApiBody({ schema: schemas.create })
  @ApiResponse({ status: 201, description: '{ id, version, globalPosition }' })
  create(@CurrentActor() actor: Actor, @Body() body: unknown) {
    return this.commandBus.execute(new CreateAssessmentCommand(actor, randomUUID(), parseCreateAssessment(body), false));
  }

  /** The request path: a family or partner asks for an assessment under an id of its choosing. */
  @Post(':id/request')
  @HttpCode(201)
  @ApiOperation({ summary: 'Request an assessment under a client-chosen id: always REQUESTED; 409 if the id exists.' })
  @ApiBody({ schema: schemas.create })
  @ApiResponse({ status: 201, description: '{ id, version, globalPosition }' })
  request(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: unknown) {
    return this.commandBus.execute(new CreateAssessmentCommand(actor, assertUuidParam(id), parseCreateAssessment(body), true));
  }
}
