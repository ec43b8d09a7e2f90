import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../i18n';
import { progressRatio, type RebuildPhase } from './phase';

interface RebuildStateProps {
  name: string;
  phase: RebuildPhase;
}

/** A read model's last rebuild: never, waiting, a determinate bar while it replays, or how it ended. */
export function RebuildState({ name, phase }: RebuildStateProps) {
  const { t } = useTranslation('projections');
  const { dateTime } = useFormatters();
  switch (phase.kind) {
    case 'never':
      return (
        <Typography variant="body2" color="text.secondary">
          {t('state.never')}
        </Typography>
      );
    case 'queued':
      return <Progress label={t('state.progress', { name })} text={t('state.queued')} />;
    case 'running': {
      const ratio = progressRatio(phase.position, phase.head);
      // Floored: 99.6 % must not read as finished while the replay still runs.
      const shown = Math.floor(ratio * 100) / 100;
      return (
        <Progress
          label={t('state.progress', { name })}
          value={ratio * 100}
          text={t('state.running', { position: phase.position, head: phase.head, ratio: shown })}
        />
      );
    }
    case 'completed':
      return (
        <Typography variant="body2" color="success.main">
          {t('state.completed', { time: dateTime(phase.finishedAt) })}
        </Typography>
      );
    case 'failed':
      return (
        <Box>
          <Typography variant="body2" color="error">
            {t('state.failed', { time: dateTime(phase.finishedAt) })}
          </Typography>
          {phase.error !== null && (
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              {phase.error}
            </Typography>
          )}
        </Box>
      );
    default: {
      const unknown: never = phase;
      throw new Error(`Unknown rebuild phase ${JSON.stringify(unknown)}`);
    }
  }
}

/** Without a value the bar is indeterminate: the job is queued and its size not known yet. */
function Progress({ label, text, value }: { label: string; text: string; value?: number }) {
  return (
    <Box sx={{ minWidth: 200 }}>
      <LinearProgress variant={value === undefined ? 'indeterminate' : 'determinate'} value={value} aria-label={label} aria-valuetext={text} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  );
}
