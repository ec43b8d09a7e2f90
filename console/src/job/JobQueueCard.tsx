import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobQueue, JobState } from '../api';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { JobProgress, JobStateChip } from './JobState';

const STATES: readonly JobState[] = ['waiting', 'active', 'delayed', 'completed', 'failed'];

/** A queue by its name in the reader's words where the console knows it, else as the service calls it. */
export const useQueueLabel = () => {
  const { t } = useTranslation('jobs');
  return (queue: string): string => {
    const known: Partial<Record<string, string>> = t('queues', { returnObjects: true });
    return known[queue] ?? queue;
  };
};

interface JobQueueCardProps {
  queue: JobQueue;
  /** Null when this user may see the jobs but not retry them. */
  onRetry: ((id: string) => void) | null;
  /** The job whose retry is being sent, if it is one of this queue's. */
  retrying: string | null;
  /** What refused the last retry of one of this queue's jobs. */
  retryError: unknown;
}

/** One queue: how many jobs are in each state, and its latest jobs with their progress, errors and a retry for failed ones. */
export function JobQueueCard({ queue, onRetry, retrying, retryError }: JobQueueCardProps) {
  const { t } = useTranslation('jobs');
  const { dateTime } = useFormatters();
  const label = useQueueLabel()(queue.queue);
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={`job-queue-${queue.queue}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography variant="h6" component="h3" id={headingId}>
            {label}
          </Typography>
          {label !== queue.queue && (
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {queue.queue}
            </Typography>
          )}
        </Box>
        <Box
          component="dl"
          aria-label={t('counts.label', { queue: label })}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))', gap: 1, m: 0, mb: 2 }}
        >
          {STATES.map((state) => (
            <Box key={state} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t(`state.${state}`)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }} color={state === 'failed' && queue.counts.failed > 0 ? 'error' : undefined} data-testid={`count-${state}`}>
                {t('number', { value: queue.counts[state] })}
              </Typography>
            </Box>
          ))}
        </Box>
        {retryError !== null && <ErrorAlert error={retryError} sx={{ mb: 2 }} />}
        {queue.recent.length === 0 ? (
          <Alert severity="info" variant="outlined">
            {t('recent.none')}
          </Alert>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('recent.label', { queue: label })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('recent.job')}</TableCell>
                  <TableCell>{t('recent.state')}</TableCell>
                  <TableCell>{t('recent.progress')}</TableCell>
                  <TableCell align="right">{t('recent.attempts')}</TableCell>
                  <TableCell>{t('recent.addedAt')}</TableCell>
                  <TableCell>{t('recent.finishedAt')}</TableCell>
                  {onRetry !== null && <TableCell align="right">{t('recent.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {queue.recent.map((job) => (
                  <TableRow key={job.id}>
                    <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 200, maxWidth: 320 }}>
                      {job.id}
                    </TableCell>
                    <TableCell>
                      <JobStateChip state={job.state} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 200 }}>
                      <JobProgress job={job} />
                    </TableCell>
                    <TableCell align="right">{t('number', { value: job.attempts })}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(job.addedAt)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(job.finishedAt)}</TableCell>
                    {onRetry !== null && (
                      <TableCell align="right">
                        {job.state === 'failed' && (
                          <Button size="small" variant="outlined" onClick={() => onRetry(job.id)} disabled={retrying === job.id} aria-label={t('retry.actionLabel', { id: job.id })}>
                            {t('retry.action')}
                          </Button>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
