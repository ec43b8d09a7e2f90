import { EXPORT_LIMIT, type StatusDurationAnswer, type StatusMachine, type TimeInStatusAnswer, type ReportDaysAnswer, type ReportGraphAnswer, type ReportInterval, type ReportPeriodId, type ReportRowAnswer, type ReportType, type StatisticsAnswer, type StatisticsViewAnswer } from '@careledger/domain';
import { api } from './client';
import type { Page } from './types';

export { reportIntervals, reportTypes, statusMachines, statusMachineStatuses, type ReportInterval, type ReportType, type StatusMachine } from '@careledger/domain';

/**
 * Which days and whose figures: a named period, or a range of UTC days (either end may stay
 * open); agency and partner narrow it, within what the reader's role allows.
 */
export type ReportFilter = ({ period: ReportPeriodId } | { from?: string; to?: string }) & {
  agencyId?: string;
  partnerId?: string;
};

export type ReportDays = ReportDaysAnswer;

export type Statistics = StatisticsAnswer;
export type PatientTrend = Statistics['patientTrend'];
export type CardStats = Statistics['allCardStats'];
export type ReferralMetric = StatisticsViewAnswer['referralMetrics'][number];
export type StatisticsView = StatisticsViewAnswer;

export type GraphPoint = ReportGraphAnswer['data'][number];
export type ReportGraph = ReportGraphAnswer;

export type ReportRow = ReportRowAnswer;

export type TimeInStatus = TimeInStatusAnswer;
export type StatusDuration = StatusDurationAnswer;

/** Two different statuses of one machine: the time from first entering one to first entering the other. */
export interface StatusSpan {
  fromStatus: number;
  toStatus: number;
}

export interface CsvExport {
  file: Blob;
  fileName: string;
  /** More rows matched than the export holds. */
  truncated: boolean;
  limit: number;
}

/** An agency an administrator may narrow a report to. */
export interface AgencyChoice {
  id: string;
  name: string;
}

const reportPath = (type: ReportType) => `/api/reports/${encodeURIComponent(type)}`;

export const reportsApi = {
  statistics: (filter: ReportFilter, signal?: AbortSignal) => api.post<StatisticsView>('/api/reports/all/statistics', filter, { signal }),

  rows: (type: ReportType, filter: ReportFilter, paging: { page: number; pageSize: number }, signal?: AbortSignal) =>
    api.post<Page<ReportRow>>(reportPath(type), { ...filter, ...paging }, { signal }),

  graph: (type: ReportType, filter: ReportFilter, interval: ReportInterval, signal?: AbortSignal) =>
    api.post<ReportGraph>(`${reportPath(type)}/graph`, { ...filter, interval }, { signal }),

  /** The CSV in the reader's language: labels, dates and amounts as they read them (`locale`, e.g. es-ES). */
  exportCsv: async (type: ReportType, filter: ReportFilter, locale: string): Promise<CsvExport> => {
    const { file, headers } = await api.download(reportPath(type), { ...filter, format: 'csv', locale });
    return {
      file,
      fileName: fileNameOf(headers.get('Content-Disposition')) ?? `${type}-report.csv`,
      truncated: headers.get('X-Export-Truncated') === 'true',
      limit: Number(headers.get('X-Export-Limit') ?? EXPORT_LIMIT) || EXPORT_LIMIT,
    };
  },

  timeInStatus: (machine: StatusMachine, filter: ReportFilter, span: StatusSpan | undefined, signal?: AbortSignal) =>
    api.get<TimeInStatus>('/api/reports/time-in-status', { signal, query: { machine, ...filter, fromStatus: span?.fromStatus, toStatus: span?.toStatus } }),

  agencies: (search: string, signal?: AbortSignal) =>
    api.get<Page<AgencyChoice>>('/api/agencies', { signal, query: { search: search.trim(), pageSize: 20, sort: 'name:asc' } }),

  agency: (id: string, signal?: AbortSignal) => api.get<AgencyChoice>(`/api/agencies/${encodeURIComponent(id)}`, { signal }),
};

const fileNameOf = (disposition: string | null): string | undefined => /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
