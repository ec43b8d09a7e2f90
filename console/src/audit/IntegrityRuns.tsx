import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IntegrityRun } from '../api';
import { useFormatters, useLocaleSegment } from '../i18n';
import { streamHistoryPath } from './labels';

type Outcome = 'waiting' | 'running' | 'clean' | 'altered' | 'failed';

const outcomeOf = (run: IntegrityRun): Outcome => (run.state === 'completed' ? (run.clean ? 'clean' : 'altered') : run.state);

const colors: Record<Outcome, NonNullable<ChipProps['color']>> = { waiting: 'default', running: 'info', clean: 'success', altered: 'error', failed: 'warning' };

/** What a run covered: every stream and the anchors, a category, or one stream (a link to its history). */
export function RunScope({ run }: { run: Pick<IntegrityRun, 'category' | 'streamId'> }) {
  const { t } = useTranslation('audit');
  const locale = useLocaleSegment();
  if (run.streamId !== null) {
    return (
      <Link component={RouterLink} to={streamHistoryPath(locale, run.streamId)} sx={{ wordBreak: 'break-all' }}>
        {run.streamId}
      </Link>
    );
  }
  return <>{run.category === null ? t('integrity.scope.all') : t('integrity.scope.category', { category: run.category })}</>;
}

/** The latest verifications, newest first: a handful of rows, so a plain table. */
export function IntegrityRuns({ runs }: { runs: readonly IntegrityRun[] }) {
  const { t } = useTranslation('audit');
  const { dateTime } = useFormatters();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('integrity.runs.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('integrity.runs.requestedAt')}</TableCell>
            <TableCell>{t('integrity.runs.requestedBy')}</TableCell>
            <TableCell>{t('integrity.runs.scope')}</TableCell>
            <TableCell>{t('integrity.runs.outcome')}</TableCell>
            <TableCell align="right">{t('integrity.runs.streams')}</TableCell>
            <TableCell align="right">{t('integrity.runs.events')}</TableCell>
            <TableCell align="right">{t('integrity.runs.anchors')}</TableCell>
            <TableCell>{t('integrity.runs.finishedAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => {
            const outcome = outcomeOf(run);
            return (
              <TableRow key={run.id}>
                <TableCell component="th" scope="row">
                  {dateTime(run.requestedAt)}
                </TableCell>
                <TableCell>{run.requestedByName ?? run.requestedBy}</TableCell>
                <TableCell>
                  <RunScope run={run} />
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={colors[outcome]}
                    variant={outcome === 'waiting' ? 'outlined' : 'filled'}
                    label={t(`integrity.outcome.${outcome}`, { count: run.faultCount })}
                    title={run.failedReason ?? undefined}
                  />
                </TableCell>
                <TableCell align="right">{t('integrity.number', { value: run.streams })}</TableCell>
                <TableCell align="right">{t('integrity.number', { value: run.events })}</TableCell>
                <TableCell align="right">{run.streamId === null && run.category === null ? t('integrity.number', { value: run.anchors }) : '—'}</TableCell>
                <TableCell>{dateTime(run.finishedAt)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
