import { Controller, Get, Inject, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError, can, type AnalyticsQuestionsState, type AnalyticsSavedQuestionsAnswer, analyticsSavedQuestionsAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';

/** A caregiver or a family has no workbench, so nothing to keep questions of. */
const noSavedQuestions = (): DomainError => new DomainError('forbidden', 'forbidden', 'Only administrators, agencies, providers and partners keep saved questions.');

/** The signed-in user's own saved questions: the read model holds each owner's list under their user id. */
@ApiTags('analytics')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/analytics')
@UseGuards(SessionGuard)
export class AnalyticsQuestionsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('questions')
  @ApiOperation({ summary: 'Your saved workbench questions, the newest first: each with its name, the URL search string that asks it, and whether it is pinned to your dashboard.', description: 'Only your own questions, whatever your role; families and caregivers, who have no analytics, have none.' })
  @Answers(analyticsSavedQuestionsAnswer, { description: 'The saved questions of the signed-in user. 403: families and caregivers have no analytics.', refusals: refusalsOf.restricted })
  async mine(@CurrentActor() actor: Actor): Promise<AnalyticsSavedQuestionsAnswer> {
    if (!can(actor, 'analyticsquestion.read', { userId: actor.id })) throw noSavedQuestions();
    const { rows } = await this.infrastructure.db.query<{ state: AnalyticsQuestionsState | string }>('SELECT state FROM analytics_questions WHERE id = $1', [actor.id]);
    const stored = rows[0]?.state;
    const state = typeof stored === 'string' ? (JSON.parse(stored) as AnalyticsQuestionsState) : stored;
    return {
      data: [...(state?.questions ?? [])].reverse().map((question) => ({
        id: question.questionId,
        name: question.name,
        search: question.search,
        pinned: question.pinned,
        savedAt: new Date(question.savedAt).toISOString(),
      })),
    };
  }
}
