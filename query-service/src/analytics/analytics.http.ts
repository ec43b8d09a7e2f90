import { Body, Controller, Get, HttpCode, Inject, Post, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  MAX_ANALYTICS_POINTS,
  analyticsComparisons,
  analyticsDimensions,
  analyticsChangesQuestion,
  analyticsDistributionQuestion,
  analyticsDrillQuestion,
  analyticsIntervals,
  analyticsQuestion,
  analyticsStatistics,
  DEFAULT_DISTRIBUTION_BINS,
  MAX_DISTRIBUTION_BINS,
  MIN_DISTRIBUTION_BINS,
  exportLocales,
  findMeasure,
  mayReadMeasure,
  measureForbidden,
  invalidRequest,
  parseOrThrow,
  type AnalyticsAnswer,
  type AnalyticsChangesAnswer,
  type AnalyticsCatalogueAnswer,
  type AnalyticsDistributionAnswer,
  type AnalyticsDrillAnswer,
  type AnalyticsQuestion,
  type ExportLocale,
  type ReportScope, analyticsCatalogueAnswer, analyticsAnswer, analyticsDrillAnswer, analyticsDistributionAnswer, analyticsChangesAnswer,
} from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { untilReadModelsReach } from '../http/min-position.guard';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { scopeReportFilter } from '../report/report-scope';
import { changesBetween } from './analytics-changes';
import { distributionOf } from './analytics-distribution';
import { drillInto } from './analytics-drill';
import { analyticsCatalogue } from './analytics-labels';
import { answerQuestion } from './analytics-query';

const localeOf = (raw: unknown): ExportLocale => {
  if (raw === undefined || raw === '') return 'en-US';
  const locale = exportLocales.find((candidate) => candidate === raw);
  if (locale === undefined) throw invalidRequest([{ path: 'locale', message: `must be one of ${exportLocales.join(', ')}` }]);
  return locale;
};

/**
 * The reports rule (`scopeReports`) over a question's filters: agency staff see their agency's
 * figures, partners their partner's, administrators everyone's; naming another is refused.
 */
export const scopeAnalytics = (actor: Actor, question: AnalyticsQuestion): AnalyticsQuestion => {
  for (const agencyId of question.filters.agency ?? []) scopeReportFilter(actor, { agencyId });
  for (const partnerId of question.filters.partner ?? []) scopeReportFilter(actor, { partnerId });
  const own = scopeReportFilter<ReportScope>(actor, {});
  // Only past the reports rule: a reader with no reports at all is refused as such, whatever the measure.
  const measure = findMeasure(question.measure);
  if (measure !== undefined && !mayReadMeasure(actor, measure)) throw measureForbidden(measure.key);
  return {
    ...question,
    filters: {
      ...question.filters,
      ...(own.agencyId === undefined ? {} : { agency: [own.agencyId] }),
      ...(own.partnerId === undefined ? {} : { partner: [own.partnerId] }),
    },
  };
};

/** Referrals opened each month of a year, split by status and compared with the year before. */
const QUESTION_EXAMPLE = { measure: 'referral.entered', statistic: 'count', interval: 'month', from: '2025-04-01', to: '2026-03-31', groupBy: 'status', compareTo: 'yearEarlier' };

const questionSchema: SchemaObject = {
  type: 'object',
  required: ['measure', 'from', 'to'],
  additionalProperties: false,
  properties: {
    measure: { type: 'string', description: 'A key of GET /api/analytics/measures, e.g. referral.entered.' },
    statistic: { type: 'string', enum: [...analyticsStatistics], default: 'count', description: "One of the measure's statistics." },
    interval: { type: 'string', enum: [...analyticsIntervals], default: 'month' },
    from: { type: 'string', format: 'date', description: 'A day of the first interval (UTC); the answer starts on its first day.' },
    to: { type: 'string', format: 'date', description: `A day of the last interval (UTC), included. At most ${MAX_ANALYTICS_POINTS} intervals.` },
    filters: {
      type: 'object',
      additionalProperties: false,
      properties: {
        agency: { type: 'array', items: { type: 'string', format: 'uuid' } },
        partner: { type: 'array', items: { type: 'string', format: 'uuid' } },
        status: { type: 'array', items: { type: 'integer' }, description: "Status ids of the measure's machine." },
      },
    },
    groupBy: { type: 'string', enum: [...analyticsDimensions], description: 'One series per value, by name; the largest `top`, then "other".' },
    top: { type: 'integer', minimum: 1, maximum: 20, default: 8 },
    compareTo: { type: 'string', enum: [...analyticsComparisons], description: 'Also answer the as many intervals just before, or the same period a year earlier.' },
    asOf: {
      description: 'What the log held at a position or an instant of recorded time: later events are left out.',
      oneOf: [
        { type: 'object', required: ['position'], properties: { position: { type: 'integer', minimum: 0 } } },
        { type: 'object', required: ['instant'], properties: { instant: { type: 'string', format: 'date-time' } } },
      ],
    },
    fromStatus: { type: 'integer', description: 'A span measure: the status it runs from.' },
    toStatus: { type: 'integer', description: 'A span measure: the status it runs to.' },
  },
  example: QUESTION_EXAMPLE,
};

const localeQuery = ApiQuery({ name: 'locale', required: false, schema: { type: 'string', enum: [...exportLocales], default: 'en-US' }, description: 'The language of labels and series names.' });

@ApiTags('analytics')
@UseFilters(ErrorFilter)
@Controller('api/analytics')
@UseGuards(SessionGuard)
export class AnalyticsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('measures')
  @ApiOperation({ summary: 'The measures the reader may ask for (partners get no billing measures): each with its label, unit, statistics and the dimensions it splits by.', description: 'Labels in the reader’s language (`locale`). Administrators, agency staff and partners; families and caregivers have no analytics (403).' })
  @localeQuery
  @Answers(analyticsCatalogueAnswer, { refusals: refusalsOf.restricted })
  measures(@CurrentActor() actor: Actor, @Query('locale') locale?: string): AnalyticsCatalogueAnswer {
    // Refuses a reader with no reports at all, as every analytics call does.
    scopeReportFilter(actor, {});
    return { data: analyticsCatalogue(localeOf(locale)).filter((measure) => mayReadMeasure(actor, measure)) };
  }

  @Post('query')
  @HttpCode(200)
  @ApiOperation({
    summary: 'One measure as series over whole intervals: split by a dimension, compared with another period, known as of an earlier moment.',
    description: 'Administrators see every figure, agency staff their agency’s, partners their partner’s; families and caregivers have no analytics (403).',
  })
  @localeQuery
  @ApiBody({ schema: questionSchema })
  @Answers(analyticsAnswer, { refusals: refusalsOf.restricted })
  async query(@CurrentActor() actor: Actor, @Body() body: unknown, @Query('locale') locale?: string): Promise<AnalyticsAnswer> {
    const question = await this.known(scopeAnalytics(actor, parseOrThrow(analyticsQuestion, body)));
    return answerQuestion(this.infrastructure.db, question, localeOf(locale));
  }

  @Post('drill')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The records behind one point of a question’s answer, paged: for a count, as many as the point’s value.',
    description: 'The point is named by its interval’s first day (`at`) and its series `key`; each record links to the record it counts. Scoped as the query: administrators every record, agency staff their agency’s, partners their partner’s; families and caregivers none (403).',
  })
  @localeQuery
  @ApiBody({
    schema: {
      type: 'object',
      required: ['question', 'at', 'key'],
      additionalProperties: false,
      properties: {
        question: questionSchema,
        at: { type: 'string', format: 'date', description: "The point's interval, by its first day." },
        key: { type: 'string', description: "The point's series key ('all' unsplit, 'other' beyond the top ones)." },
        page: { type: 'integer', minimum: 1, default: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
      },
      example: { question: QUESTION_EXAMPLE, at: '2026-03-01', key: 'all', page: 1, pageSize: 25 },
    },
  })
  @Answers(analyticsDrillAnswer, { refusals: refusalsOf.restricted })
  async drill(@CurrentActor() actor: Actor, @Body() body: unknown, @Query('locale') locale?: string): Promise<AnalyticsDrillAnswer> {
    const drill = parseOrThrow(analyticsDrillQuestion, body);
    const question = await this.known(scopeAnalytics(actor, drill.question));
    return drillInto(this.infrastructure.db, { ...drill, question }, localeOf(locale));
  }

  @Post('distribution')
  @HttpCode(200)
  @ApiOperation({
    summary: 'How a duration measure’s records are spread: how many of the question’s durations fall in each bin, in days.',
    description:
      'The same facts as the question’s count (its whole intervals, filters and asOf; not its split or comparison). Bins are of one width from a ladder (hours to years) chosen to hold 95 % of the durations in `bins` bins; the rest fall in one open bin. Scoped as the query.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['question'],
      additionalProperties: false,
      properties: {
        question: { ...questionSchema, description: 'A question of a stay or span measure.' },
        bins: { type: 'integer', minimum: MIN_DISTRIBUTION_BINS, maximum: MAX_DISTRIBUTION_BINS, default: DEFAULT_DISTRIBUTION_BINS, description: 'At most this many bins of one width, then the open one.' },
      },
      example: { question: { measure: 'referral.span', statistic: 'median', from: '2025-04-01', to: '2026-03-31', fromStatus: 1, toStatus: 3 }, bins: 12 },
    },
  })
  @Answers(analyticsDistributionAnswer, { refusals: refusalsOf.restricted })
  async distribution(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<AnalyticsDistributionAnswer> {
    const distribution = parseOrThrow(analyticsDistributionQuestion, body);
    const question = await this.known(scopeAnalytics(actor, distribution.question));
    return distributionOf(this.infrastructure.db, { ...distribution, question });
  }

  @Post('changes')
  @HttpCode(200)
  @ApiOperation({
    summary: 'What changed since: the events after a position or an instant, up to a position, that moved a question’s figures, oldest first, paged.',
    description: 'Each lists the record, the status it arrived in or left, and the event (type, stream, position). `until` defaults to the log’s head.',
  })
  @localeQuery
  @ApiBody({
    schema: {
      type: 'object',
      required: ['question', 'since'],
      additionalProperties: false,
      properties: {
        question: questionSchema,
        since: {
          oneOf: [{ type: 'integer', minimum: 0 }, { type: 'string', format: 'date-time' }],
          description: 'Where to look from: a position of the log (an answer’s asOf.position), or an instant (what the log held then).',
        },
        until: { type: 'integer', minimum: 0, description: 'The later position; the log’s head when left out.' },
        page: { type: 'integer', minimum: 1, default: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
      },
      example: { question: QUESTION_EXAMPLE, since: 18342, page: 1, pageSize: 25 },
    },
  })
  @Answers(analyticsChangesAnswer, { refusals: refusalsOf.restricted })
  async changes(@CurrentActor() actor: Actor, @Body() body: unknown, @Query('locale') locale?: string): Promise<AnalyticsChangesAnswer> {
    const changes = parseOrThrow(analyticsChangesQuestion, body);
    const head = await this.infrastructure.eventStore.headPosition();
    const until = changes.until ?? head;
    if (until > head) throw invalidRequest([{ path: 'until', message: `must be at most the log's last position, ${head}` }]);
    if (typeof changes.since === 'number' && changes.since > until) throw invalidRequest([{ path: 'since', message: `must be at most ${until}` }]);
    if (typeof changes.since === 'string' && Date.parse(changes.since) > Date.now()) throw invalidRequest([{ path: 'since', message: 'must not be in the future' }]);
    await untilReadModelsReach(this.infrastructure, until);
    const question = scopeAnalytics(actor, changes.question);
    return changesBetween(this.infrastructure.db, this.infrastructure.eventStore, { ...changes, question, until }, localeOf(locale));
  }

  /** A question as of a position waits for the read models to hold that position; one beyond the log is refused. */
  private async known(question: AnalyticsQuestion): Promise<AnalyticsQuestion> {
    if (question.asOf === undefined || !('position' in question.asOf)) return question;
    const head = await this.infrastructure.eventStore.headPosition();
    if (question.asOf.position > head) throw invalidRequest([{ path: 'asOf.position', message: `must be at most the log's last position, ${head}` }]);
    await untilReadModelsReach(this.infrastructure, question.asOf.position);
    return question;
  }
}
