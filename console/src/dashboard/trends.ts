import { reportPeriods, type ReportPeriodId } from '@careledger/domain';
import type { ReportInterval, ReportType } from '../api';

export const DEFAULT_PERIOD: ReportPeriodId = 'YTD';

/** The dashboard's period lives in the URL, so a reload or a shared link shows the same figures. */
export const periodFrom = (search: URLSearchParams): ReportPeriodId =>
  reportPeriods.find((period) => period.id === search.get('period'))?.id ?? DEFAULT_PERIOD;

/** Days for a week or a month, months for a year or all time: a readable number of bars either way. */
export const trendInterval = (period: ReportPeriodId): ReportInterval => (period === 'Week' || period === 'Month' ? 'day' : 'month');

/** What the dashboard charts: how much new work arrived, by kind. */
export const TREND_TYPES = ['assessments', 'referrals', 'patients'] as const satisfies readonly ReportType[];
