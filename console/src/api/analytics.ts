import type {
  AnalyticsAnswer,
  AnalyticsCatalogueAnswer,
  AnalyticsChangesAnswer,
  AnalyticsComparison,
  AnalyticsDistributionAnswer,
  AnalyticsDrillAnswer,
  AnalyticsQuestionInput,
  AnalyticsSavedQuestionAnswer,
  AnalyticsSavedQuestionsAnswer,
  ExportLocale,
} from '@careledger/domain';
import { api } from './client';
import type { CommandResult } from './types';

export {
  OTHER_SERIES_KEY,
  analyticsDimensions,
  analyticsIntervals,
  analyticsMeasures,
  analyticsStatuses,
  findMeasure,
  isDurationMeasure,
  isStatusMachine,
  type AnalyticsMachine,
  type AnalyticsAnswer,
  type AnalyticsAsOf,
  type AnalyticsChangeAnswer,
  type AnalyticsChangesAnswer,
  type AnalyticsBinAnswer,
  type AnalyticsComparison,
  type AnalyticsDimension,
  type AnalyticsDistributionAnswer,
  type AnalyticsFactAnswer,
  type AnalyticsInterval,
  type AnalyticsMeasure,
  type AnalyticsMeasureAnswer,
  type AnalyticsQuestionInput,
  type AnalyticsSeriesAnswer,
  type AnalyticsStatistic,
} from '@careledger/domain';

/**
 * The domain's comparisons, restated: its list lives beside the question's zod schema, which the
 * console would otherwise carry whole. A record of them all fails to compile if the two part ways.
 */
const COMPARISONS: Readonly<Record<AnalyticsComparison, true>> = { previousPeriod: true, yearEarlier: true };
export const analyticsComparisons = /* @__PURE__ */ Object.keys(COMPARISONS) as AnalyticsComparison[];

/** One point of an answer, by its interval's first day and its series key: what a drill asks for. */
export interface AnalyticsPoint {
  at: string;
  key: string;
}

export interface DrillPaging {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

/** The analysts' workbench calls; `locale` names the language of measure, series and status labels. */
export const analyticsApi = {
  measures: (locale: ExportLocale, signal?: AbortSignal) => api.get<AnalyticsCatalogueAnswer>('/api/analytics/measures', { signal, query: { locale } }),

  query: (question: AnalyticsQuestionInput, locale: ExportLocale, signal?: AbortSignal) =>
    api.post<AnalyticsAnswer>('/api/analytics/query', question, { signal, query: { locale } }),

  drill: (question: AnalyticsQuestionInput, point: AnalyticsPoint, paging: DrillPaging, locale: ExportLocale, signal?: AbortSignal) =>
    api.post<AnalyticsDrillAnswer>('/api/analytics/drill', { question, ...point, ...paging }, { signal, query: { locale } }),

  /** How many of a duration question's records took how long, in bins of days. */
  distribution: (question: AnalyticsQuestionInput, signal?: AbortSignal) => api.post<AnalyticsDistributionAnswer>('/api/analytics/distribution', { question }, { signal }),

  /** The events after `since`, a log position or an instant, up to the log's head, that moved the question's figures. */
  changes: (question: AnalyticsQuestionInput, since: number | string, paging: DrillPaging, locale: ExportLocale, signal?: AbortSignal) =>
    api.post<AnalyticsChangesAnswer>('/api/analytics/changes', { question, since, ...paging }, { signal, query: { locale } }),
};

/** One of the signed-in user's saved questions: `search` is the workbench URL's search string. */
export type SavedQuestion = AnalyticsSavedQuestionAnswer;
export type SavedQuestionAction = 'pin' | 'unpin' | 'delete';

const questionPath = (id: string, action: string) => `/api/analytics/questions/${encodeURIComponent(id)}/${action}`;

/** The user's saved workbench questions; each command answers the question's id as `id`. */
export const savedQuestionsApi = {
  list: (signal?: AbortSignal) => api.get<AnalyticsSavedQuestionsAnswer>('/api/analytics/questions', { signal }),
  save: (name: string, search: string, idempotencyKey: string) => api.post<CommandResult>('/api/analytics/questions', { name, search }, { idempotencyKey }),
  rename: (id: string, name: string, idempotencyKey: string) => api.post<CommandResult>(questionPath(id, 'rename'), { name }, { idempotencyKey }),
  act: (id: string, action: SavedQuestionAction) => api.post<CommandResult>(questionPath(id, action), {}),
};
