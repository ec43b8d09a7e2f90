import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@careledger/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { actorOf, useSession } from '../auth';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage } from '../layout/RecordGrid';
import { JobQueueCard } from './JobQueueCard';
import { useJobQueues, useRetryJob } from './queries';

/**
 * The background jobs (expiry, billing runs, reminders, exports) beside the read models: each
 * queue's counts and latest jobs, read again every few seconds, and a retry for a failed job.
 */
export function BackgroundJobs() {
  const { t } = useTranslation('jobs');
  const headingId = useId();
  const mayRetry = can(actorOf(useSession()), 'job.retry');
  const queues = useJobQueues();
  const retry = useRetryJob();
  const pendingRetry = retry.isPending ? retry.variables : undefined;
  const failedRetry = retry.isError ? retry.variables : undefined;

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId}>
        {t('title')}
      </Typography>
      {queues.data !== undefined && <Typography color="text.secondary">{t(`runsOn.${queues.data.runsOn}`)}</Typography>}
      {queues.isError && <ErrorAlert error={queues.error} onRetry={() => void queues.refetch()} />}
      {queues.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      )}
      {queues.data !== undefined &&
        (queues.data.data.length === 0 ? (
          <Paper variant="outlined">
            <EmptyMessage title={t('empty')} hint={t('emptyHint')} />
          </Paper>
        ) : (
          queues.data.data.map((queue) => (
            <JobQueueCard
              key={queue.queue}
              queue={queue}
              onRetry={mayRetry ? (id) => retry.mutate({ queue: queue.queue, id }) : null}
              retrying={pendingRetry?.queue === queue.queue ? pendingRetry.id : null}
              retryError={failedRetry?.queue === queue.queue ? retry.error : null}
            />
          ))
        ))}
    </Stack>
  );
}
