import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exportLocales, type ExportLocale } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { analyticsApi, type AnalyticsPoint, type AnalyticsQuestionInput, type DrillPaging } from '../api';

export const analyticsKeys = {
  measures: (locale: ExportLocale) => ['analytics', 'measures', locale] as const,
  answer: (question: AnalyticsQuestionInput, locale: ExportLocale) => ['analytics', 'answer', question, locale] as const,
  distribution: (question: AnalyticsQuestionInput) => ['analytics', 'distribution', question] as const,
  drill: (question: AnalyticsQuestionInput, point: AnalyticsPoint, paging: DrillPaging, locale: ExportLocale) => ['analytics', 'drill', question, point, paging, locale] as const,
  changes: (question: AnalyticsQuestionInput, since: number | string, paging: DrillPaging, locale: ExportLocale) => ['analytics', 'changes', question, since, paging, locale] as const,
};

/** The language the server labels measures, series and statuses in: the reader's own. */
export const useAnalyticsLocale = (): ExportLocale => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return exportLocales.find((locale) => locale === language) ?? 'en-US';
};

export const useMeasureCatalogue = (locale: ExportLocale) =>
  useQuery({
    queryKey: analyticsKeys.measures(locale),
    queryFn: ({ signal }) => analyticsApi.measures(locale, signal),
    select: (answer) => answer.data,
    staleTime: Infinity,
  });

// No previous answer is kept while the next loads: its series would be labelled as the new question's.
export const useAnalyticsAnswer = (question: AnalyticsQuestionInput, locale: ExportLocale, enabled = true) =>
  useQuery({
    queryKey: analyticsKeys.answer(question, locale),
    queryFn: ({ signal }) => analyticsApi.query(question, locale, signal),
    enabled,
  });

/** Asked only while the distribution is the chart shown: it is a reading of every duration of the period. */
export const useDistribution = (question: AnalyticsQuestionInput, enabled: boolean) =>
  useQuery({
    queryKey: analyticsKeys.distribution(question),
    queryFn: ({ signal }) => analyticsApi.distribution(question, signal),
    enabled,
  });

export const useDrill = (question: AnalyticsQuestionInput, point: AnalyticsPoint | undefined, paging: DrillPaging, locale: ExportLocale) =>
  useQuery({
    queryKey: analyticsKeys.drill(question, point ?? { at: '', key: '' }, paging, locale),
    queryFn: ({ signal }) => analyticsApi.drill(question, point!, paging, locale, signal),
    enabled: point !== undefined,
    // Paging keeps the rows in view until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useChanges = (question: AnalyticsQuestionInput, since: number | string, paging: DrillPaging, locale: ExportLocale) =>
  useQuery({
    queryKey: analyticsKeys.changes(question, since, paging, locale),
    queryFn: ({ signal }) => analyticsApi.changes(question, since, paging, locale, signal),
    placeholderData: keepPreviousData,
  });
