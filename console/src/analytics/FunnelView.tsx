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
import type { AnalyticsMachine } from '../api';
import type { FunnelBar } from './FunnelChart';
import type { FunnelStage } from './funnel';
import { useAnalyticsFormatters } from './format';
import { seriesColour } from './palette';
import { useAnalyticsStatusLabel } from './status-labels';

const FunnelChart = lazy(() => import('./FunnelChart'));

/** A pipeline's stages: the bars, then the same figures as a table for screen readers and keyboards. */
export function FunnelView({ stages, machine }: { stages: readonly FunnelStage[]; machine: AnalyticsMachine }) {
  const { t } = useTranslation('analytics');
  const format = useAnalyticsFormatters();
  const statusLabel = useAnalyticsStatusLabel();
  const bars = useMemo(
    (): FunnelBar[] =>
      stages.map((stage, index) => {
        const value = format.figure(stage.count, 'count');
        return {
          key: String(stage.status),
          label: statusLabel(machine, stage.key),
          count: stage.count,
          colour: seriesColour(String(stage.status), index),
          text: stage.share === null ? value : t('funnel.bar', { value, share: format.share(stage.share) }),
        };
      }),
    [stages, machine, format, statusLabel, t],
  );
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('funnel.help')}
      </Typography>
      <Suspense fallback={<Skeleton variant="rectangular" height={bars.length * 56 + 40} />}>
        <FunnelChart bars={bars} />
      </Suspense>
      <TableContainer>
        <Table size="small" aria-label={t('funnel.tableTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('funnel.stage')}</TableCell>
              <TableCell align="right">{t('funnel.count')}</TableCell>
              <TableCell align="right">{t('funnel.share')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stages.map((stage, index) => (
              <TableRow key={stage.status}>
                <TableCell component="th" scope="row">
                  {bars[index]?.label}
                </TableCell>
                <TableCell align="right">{format.figure(stage.count, 'count')}</TableCell>
                <TableCell align="right">{stage.share === null ? '—' : format.share(stage.share)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
