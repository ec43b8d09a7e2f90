import { Suspense, lazy, useMemo } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnalyticsDistributionAnswer } from '../api';
import { useDurationFormatters } from '../report/durations';
import { binUnitFor, distributionRowsOf, type DistributionRow } from './distribution';
import { useAnalyticsFormatters } from './format';
import { seriesColour } from './palette';

const DistributionChart = lazy(() => import('./DistributionChart'));

/** A bin's range in words: "7 to under 14 days", "21 days or more". */
const useBinLabel = (answer: AnalyticsDistributionAnswer): ((row: DistributionRow) => string) => {
  const { t, i18n } = useTranslation('analytics');
  const durations = useDurationFormatters();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const unit = binUnitFor(answer.binDays);
  return useMemo(() => {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    return (row: DistributionRow) =>
      row.to === null ? t('distribution.orMore', { from: durations.inUnit(row.from, unit) }) : t('distribution.range', { from: number.format(row.from), to: durations.inUnit(row.to, unit) });
  }, [language, t, durations, unit]);
};

/** How many records took how long: the histogram, its total, and its bins as a table for screen readers and keyboards. */
export function DistributionView({ answer }: { answer: AnalyticsDistributionAnswer }) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormatters();
  const unit = binUnitFor(answer.binDays);
  const rows = useMemo(() => distributionRowsOf(answer, unit), [answer, unit]);
  const binLabel = useBinLabel(answer);
  const bars = useMemo(() => rows.map((row) => ({ label: binLabel(row), count: row.count })), [rows, binLabel]);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('distribution.help')}
      </Typography>
      <Suspense fallback={<Skeleton variant="rectangular" height={380} />}>
        <DistributionChart bars={bars} colour={seriesColour('all', 0)} xLabel={t(`chart.durationAxis.${unit}`)} yLabel={t('distribution.axis')} />
      </Suspense>
      <Typography variant="body2" data-testid="analytics-total" sx={{ mt: 1 }}>
        {t('distribution.total', { count: answer.total })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('distribution.tableTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('distribution.bin')}</TableCell>
              <TableCell align="right">{t('distribution.count')}</TableCell>
              <TableCell align="right">{t('distribution.share')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={row.from}>
                <TableCell component="th" scope="row">
                  {bars[index]?.label}
                </TableCell>
                <TableCell align="right">{format.figure(row.count, 'count')}</TableCell>
                <TableCell align="right">{row.share === null ? '—' : format.share(row.share)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
