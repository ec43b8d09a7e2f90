import { useTranslation } from 'react-i18next';
import type { ReportDays } from '../api';
import { useReportFormatters } from './numbers';

/** The days the server counted, as a sentence: the named periods end today, in UTC. */
export const usePeriodSummary = (days: ReportDays | null): string => {
  const { t } = useTranslation('reports');
  const format = useReportFormatters();
  if (days === null) return '';
  const { from, to } = days;
  if (from !== null && to !== null) return t('summary.between', { from: format.day(from), to: format.day(to) });
  if (from !== null) return t('summary.since', { from: format.day(from) });
  if (to !== null) return t('summary.until', { to: format.day(to) });
  return t('summary.allTime');
};
