import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { findMeasure, type AnalyticsPoint, type AnalyticsQuestionInput, type AnalyticsStatistic } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useDurationFormatters } from '../report/durations';
import { MINOR_UNITS, useAnalyticsFormatters } from './format';
import { RecordIdLink } from './RecordIdLink';
import { statusWordKey } from './status-labels';
import { useAnalyticsLocale, useDrill } from './queries';
import { PagePagination } from '../layout/PagePagination';

/** A point to drill into, with the words and the figure the reader clicked on. */
export interface DrillTarget extends AnalyticsPoint {
  seriesLabel: string;
  intervalLabel: string;
  value: number | null;
}

interface DrillDialogProps {
  question: AnalyticsQuestionInput;
  target: DrillTarget;
  statistic: AnalyticsStatistic;
  /** Whether the facts are durations, whose seconds are shown. */
  durations: boolean;
  /** The currency of money facts, whose amounts are shown; null for any other measure. */
  currency: string | null;
  onClose: () => void;
}

const PAGE_SIZES = [10, 25, 50, 100];
const FIRST_PAGE = { page: 1, pageSize: 25 };

/** The records behind one point, paged by the server: as many as a count's figure, each opening its own page. */
export function DrillDialog({ question, target, statistic, durations, currency, onClose }: DrillDialogProps) {
  const { t } = useTranslation('analytics');
  const [paging, setPaging] = useState(FIRST_PAGE);
  const locale = useAnalyticsLocale();
  const drill = useDrill(question, { at: target.at, key: target.key }, paging, locale);
  const format = useAnalyticsFormatters();
  const duration = useDurationFormatters();
  const page = drill.data;

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="analytics-drill-title">
      <DialogTitle id="analytics-drill-title">{t('drill.title', { series: target.seriesLabel, interval: target.intervalLabel })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" data-testid="drill-summary">
          {page === undefined
            ? t('drill.loading')
            : [t('drill.records', { count: page.total }), statistic === 'count' ? undefined : t('drill.statisticOf', { statistic: t(`statistics.${statistic}`), value: format.figure(target.value, statistic, currency) })]
                .filter(Boolean)
                .join(' · ')}
        </Typography>
        {drill.isFetching && <LinearProgress aria-label={t('drill.loading')} sx={{ my: 1 }} />}
        {drill.isError ? (
          <ErrorAlert error={drill.error} onRetry={() => void drill.refetch()} sx={{ mt: 1 }} />
        ) : page !== undefined && page.data.length === 0 ? (
          <Typography sx={{ mt: 2 }}>{t('drill.none')}</Typography>
        ) : (
          page !== undefined && (
            <>
              <Table size="small" aria-label={t('drill.title', { series: target.seriesLabel, interval: target.intervalLabel })} sx={{ mt: 1 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('drill.record')}</TableCell>
                    <TableCell>{t(statusWordKey(findMeasure(question.measure)?.machine))}</TableCell>
                    <TableCell>{t('drill.at')}</TableCell>
                    <TableCell>{t('drill.agency')}</TableCell>
                    <TableCell>{t('drill.partner')}</TableCell>
                    {durations && <TableCell align="right">{t('drill.duration')}</TableCell>}
                    {currency !== null && <TableCell align="right">{t('drill.amount')}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.data.map((fact) => (
                    <TableRow key={`${fact.recordId}|${fact.at}|${fact.status}`}>
                      <TableCell><RecordIdLink machine={fact.machine} recordId={fact.recordId} /></TableCell>
                      <TableCell>{fact.statusLabel}</TableCell>
                      <TableCell>{format.instant(fact.at)}</TableCell>
                      <TableCell>{fact.agencyName ?? '—'}</TableCell>
                      <TableCell>{fact.partnerName ?? '—'}</TableCell>
                      {durations && <TableCell align="right">{fact.seconds === null ? '—' : duration.duration(fact.seconds)}</TableCell>}
                      {currency !== null && <TableCell align="right">{fact.amount === null ? '—' : format.money(fact.amount / MINOR_UNITS, currency)}</TableCell>}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <PagePagination page={page} paging={paging} pageSizes={PAGE_SIZES} onPaging={setPaging} />
            </>
          )
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('drill.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
