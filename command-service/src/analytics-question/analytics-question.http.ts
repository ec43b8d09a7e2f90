import { Body, Controller, HttpCode, Inject, Param, Post, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  MAX_PINNED_QUESTIONS,
  MAX_SAVED_QUESTIONS,
  analyticsQuestionRecord,
  commandAcceptedAnswer,
  emptyAnalyticsQuestionRequest,
  invalid,
  renameAnalyticsQuestionRequest,
  saveAnalyticsQuestionRequest,
  type AnalyticsQuestionAction,
} from '@careledger/domain';
import { Answers, CurrentActor, ErrorFilter, refusalsOf, SessionGuard, TakesBody, type Actor, type RefusalStatus } from '@careledger/http';
import { answeredOnce, ExchangeOf, type Exchange } from '../http/idempotency';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../infrastructure';
import type { CommandAccepted } from '../pipeline/command-accepted';
import { RecordCommand } from '../pipeline/record.command';
import { assertUuidParam } from '../shared/uuid';
import { newQuestionIdOf } from './question-id';

const isJsonObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body);

/** The question comes from the path (or is new): a body naming one is refused rather than silently overruled. */
const withQuestion = (body: unknown, questionId: string): unknown => {
  if (body === undefined || body === null) return { questionId };
  if (!isJsonObject(body)) return body;
  if ('questionId' in body) throw invalid([{ path: 'questionId', message: 'is not an allowed field' }], 'The request is not valid: questionId is not an allowed field.');
  return { ...body, questionId };
};

const idempotencyKeyOf = ({ request }: Exchange): string | undefined => {
  const header = request.headers['idempotency-key'];
  return Array.isArray(header) ? header[0] : header;
};

const idempotencyHeader = ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retry with the same key gets the first answer and appends nothing.' });
const answered = (status: 200 | 201, refusals: readonly RefusalStatus[]) =>
  Answers(commandAcceptedAnswer, {
    status,
    description:
      `id is the question; send globalPosition as X-Min-Position to read it back. 403: only administrators, agencies, providers and partners keep saved questions, each their own. ` +
      `422: at most ${MAX_SAVED_QUESTIONS} saved, ${MAX_PINNED_QUESTIONS} pinned; pinning a pinned one, unpinning an unpinned one.`,
    refusals,
  });
const questionParam = ApiParam({ name: 'id', description: 'The saved question, as GET /api/analytics/questions lists it.' });

/**
 * The signed-in user's saved workbench questions. Every command goes to the owner's own stream
 * (`analyticsquestion-<user id>`, see the domain's `analyticsQuestionRecord`): the record id is
 * the actor's, the question is the path's, so no one can name another's list.
 */
@ApiTags('analytics')
@UseFilters(ErrorFilter)
@Controller('api/analytics/questions')
@UseGuards(SessionGuard)
export class AnalyticsQuestionCommandsHttp {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure,
  ) {}

  @Post()
  @HttpCode(201)
  @idempotencyHeader
  @ApiOperation({
    summary: 'Save the workbench question of a URL search string under a name (1–80 characters, unique among your questions: else 409 naming name).',
    description: `Keeps the question the workbench URL asks (its search string) so you can open it again or pin it; at most ${MAX_SAVED_QUESTIONS} saved questions. Your saved questions are your own, whatever your role; families and caregivers, who have no analytics, keep none. Not for an API key. A retry with the same \`Idempotency-Key\` gets the first answer.`,
  })
  @TakesBody(saveAnalyticsQuestionRequest)
  @answered(201, [...refusalsOf.creation])
  save(@CurrentActor() actor: Actor, @ExchangeOf() exchange: Exchange, @Body() body: unknown): Promise<CommandAccepted> {
    return this.dispatch(actor, exchange, 'create', newQuestionIdOf(actor.id, idempotencyKeyOf(exchange)), body, 201);
  }

  @Post(':id/rename')
  @HttpCode(200)
  @idempotencyHeader
  @questionParam
  @ApiOperation({ summary: 'Rename a saved question (409 naming name when another of yours has it).', description: 'Gives one of your saved questions a new name, unique among yours; its question stays. Your saved questions are your own, whatever your role; families and caregivers, who have no analytics, keep none. Not for an API key. A retry with the same `Idempotency-Key` gets the first answer.' })
  @TakesBody(renameAnalyticsQuestionRequest)
  @answered(200, [...refusalsOf.command])
  rename(@CurrentActor() actor: Actor, @ExchangeOf() exchange: Exchange, @Param('id') id: string, @Body() body: unknown): Promise<CommandAccepted> {
    return this.dispatch(actor, exchange, 'rename', assertUuidParam(id), body);
  }

  @Post(':id/pin')
  @HttpCode(200)
  @idempotencyHeader
  @questionParam
  @ApiOperation({ summary: `Pin a saved question to your dashboard (at most ${MAX_PINNED_QUESTIONS}).`, description: 'Shows the question’s chart on your dashboard. Your saved questions are your own, whatever your role; families and caregivers, who have no analytics, keep none. Not for an API key. A retry with the same `Idempotency-Key` gets the first answer.' })
  @TakesBody(emptyAnalyticsQuestionRequest)
  @answered(200, [...refusalsOf.command])
  pin(@CurrentActor() actor: Actor, @ExchangeOf() exchange: Exchange, @Param('id') id: string, @Body() body: unknown): Promise<CommandAccepted> {
    return this.dispatch(actor, exchange, 'pin', assertUuidParam(id), body);
  }

  @Post(':id/unpin')
  @HttpCode(200)
  @idempotencyHeader
  @questionParam
  @ApiOperation({ summary: 'Take a saved question off your dashboard.', description: 'The question stays saved, only off the dashboard. Your saved questions are your own, whatever your role; families and caregivers, who have no analytics, keep none. Not for an API key. A retry with the same `Idempotency-Key` gets the first answer.' })
  @TakesBody(emptyAnalyticsQuestionRequest)
  @answered(200, [...refusalsOf.command])
  unpin(@CurrentActor() actor: Actor, @ExchangeOf() exchange: Exchange, @Param('id') id: string, @Body() body: unknown): Promise<CommandAccepted> {
    return this.dispatch(actor, exchange, 'unpin', assertUuidParam(id), body);
  }

  @Post(':id/delete')
  @HttpCode(200)
  @idempotencyHeader
  @questionParam
  @ApiOperation({ summary: 'Delete a saved question; its name is free again.', description: 'Removes one of your saved questions (and its pin) from your list. Your saved questions are your own, whatever your role; families and caregivers, who have no analytics, keep none. Not for an API key. A retry with the same `Idempotency-Key` gets the first answer.' })
  @TakesBody(emptyAnalyticsQuestionRequest)
  @answered(200, [...refusalsOf.command])
  delete(@CurrentActor() actor: Actor, @ExchangeOf() exchange: Exchange, @Param('id') id: string, @Body() body: unknown): Promise<CommandAccepted> {
    return this.dispatch(actor, exchange, 'delete', assertUuidParam(id), body);
  }

  /** One command on the actor's own list; the answer names the question, a replayed one too. */
  private async dispatch(actor: Actor, exchange: Exchange, action: 'create' | AnalyticsQuestionAction, questionId: string, body: unknown, statusCode = 200): Promise<CommandAccepted> {
    const command = withQuestion(body, questionId);
    const accepted = (await answeredOnce(this.infrastructure.eventStore, exchange, (idempotency) =>
      this.commandBus.execute(new RecordCommand(analyticsQuestionRecord, actor, actor.id, action, command, undefined, idempotency && { ...idempotency, statusCode })),
    )) as CommandAccepted;
    return { ...accepted, id: questionId };
  }
}

