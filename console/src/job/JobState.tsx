import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Job, JobState } from '../api';

const colors: Record<JobState, NonNullable<ChipProps['color']>> = {
  waiting: 'default',
  active: 'info',
  delayed: 'warning',
  completed: 'success',
  failed: 'error',
};

export function JobStateChip({ state }: { state: JobState }) {
  const { t } = useTranslation('jobs');
  return <Chip size="small" label={t(`state.${state}`)} color={colors[state]} variant={state === 'waiting' ? 'outlined' : 'filled'} />;
}

/** What a job reported beside its progress, in words where the console knows the job's terms. */
const useDetail = () => {
  const { t } = useTranslation('jobs');
  return (detail: Job['detail']): string => {
    const known: Partial<Record<string, string>> = t('detail', { returnObjects: true });
    return Object.entries(detail)
      .filter((entry): entry is [string, number | string] => typeof entry[1] === 'number' || typeof entry[1] === 'string')
      .map(([key, value]) => `${known[key] ?? key}: ${typeof value === 'number' ? t('number', { value }) : value}`)
      .join(' · ');
  };
};

/**
 * How far a job got: a determinate bar while it runs, the error that failed it (or its last
 * attempt, when a retry is scheduled), and what it reported.
 */
export function JobProgress({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  const detail = useDetail()(job.detail);
  return (
    <Box sx={{ minWidth: 180 }}>
      {job.state === 'active' && (
        <>
          <LinearProgress
            variant="determinate"
            value={job.progress}
            aria-label={t('progress.label', { id: job.id })}
            aria-valuetext={t('progress.value', { ratio: job.progress / 100 })}
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {t('progress.value', { ratio: job.progress / 100 })}
          </Typography>
        </>
      )}
      {job.failedReason !== null && (
        <Typography variant="body2" color={job.state === 'failed' ? 'error' : 'warning.main'} sx={{ wordBreak: 'break-word' }}>
          {job.state === 'failed' ? job.failedReason : t('lastError', { message: job.failedReason })}
        </Typography>
      )}
      {detail !== '' && (
        <Typography variant="caption" color="text.secondary" component="p">
          {detail}
        </Typography>
      )}
      {job.state !== 'active' && job.failedReason === null && detail === '' && (
        <Typography variant="body2" color="text.secondary">
          —
        </Typography>
      )}
    </Box>
  );
}
