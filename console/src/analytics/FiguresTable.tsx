import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { AnalyticsInterval, AnalyticsPoint, AnalyticsStatistic } from '../api';
import type { Figures } from './figures';
import { useAnalyticsFormatters } from './format';

interface FiguresTableProps {
  figures: Figures;
  statistic: AnalyticsStatistic;
  /** The currency of money figures; null for counts and durations. */
  currency: string | null;
  interval: AnalyticsInterval;
  comparedLabel: (label: string) => string;
  onDrill: (point: AnalyticsPoint) => void;
}

/**
 * The chart's figures as a table, for screen readers and keyboards: each figure, of the period
 * or of the compared one, opens the records behind it, as a click on the chart does.
 */
export function FiguresTable({ figures, statistic, currency, interval, comparedLabel, onDrill }: FiguresTableProps) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormatters();
  const compared = figures.comparedStarts !== undefined;
  const drillCell = (value: number | null, point: AnalyticsPoint | undefined, seriesLabel: string, intervalLabel: string) => {
    const figure = format.figure(value, statistic, currency);
    // A quiet interval has no records to show.
    if (point === undefined || value === null || value === 0) return figure;
    return (
      <Link component="button" type="button" aria-label={t('table.drill', { series: seriesLabel, interval: intervalLabel, value: figure })} onClick={() => onDrill(point)}>
        {figure}
      </Link>
    );
  };
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={t('table.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.interval')}</TableCell>
            {figures.series.map((series) => (
              <TableCell key={series.key} align="right">
                {series.label}
              </TableCell>
            ))}
            {compared &&
              figures.series.map((series) => (
                <TableCell key={`compared-${series.key}`} align="right">
                  {comparedLabel(series.label)}
                </TableCell>
              ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.starts.map((at, place) => {
            const intervalLabel = format.interval(at, interval);
            return (
              <TableRow key={at}>
                <TableCell component="th" scope="row">
                  {intervalLabel}
                </TableCell>
                {figures.series.map((series) => (
                  <TableCell key={series.key} align="right">
                    {drillCell(series.values[place] ?? null, { at, key: series.key }, series.label, intervalLabel)}
                  </TableCell>
                ))}
                {compared &&
                  figures.series.map((series) => {
                    const comparedAt = figures.comparedStarts?.[place];
                    const value = series.compared?.[place] ?? null;
                    return (
                      <TableCell key={`compared-${series.key}`} align="right" sx={{ color: 'text.secondary' }}>
                        {drillCell(value, comparedAt === undefined ? undefined : { at: comparedAt, key: series.key }, comparedLabel(series.label), comparedAt === undefined ? '' : format.interval(comparedAt, interval))}
                      </TableCell>
                    );
                  })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
