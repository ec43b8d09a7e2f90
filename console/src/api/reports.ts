import { EXPORT_LIMIT, type ReportPeriodId, type StatsKeyId } from '@careledger/domain';
import { api } from './client';
import type { Page } from './types';

/** The report types `POST /api/reports/{type}` accepts. */
export const reportTypes = ['referrals', 'assessments', 'postings', 'notes', 'patients', 'payments'] as const;
export type ReportType = (typeof reportTypes)[number];

export const reportIntervals = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof reportIntervals)[number];

/**
 * Which days and whose figures: a named period, or a range of UTC days (either end may stay
 * open); agency and partner narrow it, within what the reader's role allows.
 */
export type ReportFilter = ({ period: ReportPeriodId } | { from?: string; to?: string }) & {
  agencyId?: string;
  partnerId?: string;
};

export interface ReportDays {
  from: string | null;
  to: string | null;
}

export interface PatientTrend {
  current: number;
  /** The as long period just before; null for an open-ended period. */
  previous: number | null;
  changePercent: number | null;
}

export interface CardStats {
  paid: number;
  paidCents: number;
  voided: number;
}

export type Statistics = Record<Exclude<StatsKeyId, 'patientTrend' | 'allCardStats'>, number> & {
  patientTrend: PatientTrend;
  allCardStats: CardStats;
};

export interface ReferralMetric {
  id: number;
  key: string;
  label: string;
  /** Mean days over the referrals opened in the period that have both dates; null when none has. */
  averageDays: number | null;
  referrals: number;
}

export interface StatisticsView {
  period: ReportDays;
  stats: Statistics;
  referralMetrics: ReferralMetric[];
}

export interface GraphPoint {
  /** First day of the day, ISO week or month, YYYY-MM-DD. */
  start: string;
  count: number;
  sum: number;
}

export interface ReportGraph extends ReportDays {
  type: ReportType;
  measure: string;
  interval: ReportInterval;
  /** Periods without any event are left out. */
  data: GraphPoint[];
}

export type ReportRow = Record<string, string | number | boolean | null>;

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

  exportCsv: async (type: ReportType, filter: ReportFilter): Promise<CsvExport> => {
    const { file, headers } = await api.download(reportPath(type), { ...filter, format: 'csv' });
    return {
      file,
      fileName: fileNameOf(headers.get('Content-Disposition')) ?? `${type}-report.csv`,
      truncated: headers.get('X-Export-Truncated') === 'true',
      limit: Number(headers.get('X-Export-Limit') ?? EXPORT_LIMIT) || EXPORT_LIMIT,
    };
  },

  agencies: (search: string, signal?: AbortSignal) =>
    api.get<Page<AgencyChoice>>('/api/agencies', { signal, query: { search: search.trim(), pageSize: 20, sort: 'name:asc' } }),

  agency: (id: string, signal?: AbortSignal) => api.get<AgencyChoice>(`/api/agencies/${encodeURIComponent(id)}`, { signal }),
};

const fileNameOf = (disposition: string | null): string | undefined => /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
