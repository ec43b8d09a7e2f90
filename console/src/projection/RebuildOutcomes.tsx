import Alert, { type AlertColor } from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ProjectionStatus } from '../api';
import { phaseOf, type RebuildRequests } from './phase';

interface RebuildOutcomesProps {
  models: readonly ProjectionStatus[];
  requests: RebuildRequests;
  onDismiss: (name: string) => void;
}

/** How each rebuild asked for here ended, announced once it has; the table keeps the details. */
export function RebuildOutcomes({ models, requests, onDismiss }: RebuildOutcomesProps) {
  const { t } = useTranslation('projections');
  const outcomes = models.flatMap((model): { name: string; severity: AlertColor; text: string }[] => {
    const request = requests[model.name];
    if (request === undefined) return [];
    const phase = phaseOf(model, request);
    if (phase.kind === 'completed') return [{ name: model.name, severity: 'success', text: t('outcome.completed', { name: model.name, position: phase.position }) }];
    if (phase.kind === 'failed') return [{ name: model.name, severity: 'error', text: t('outcome.failed', { name: model.name }) }];
    return [];
  });
  // Always mounted, so a screen reader hears an outcome that appears in it.
  return (
    <Stack spacing={1} role="status">
      {outcomes.map((outcome) => (
        <Alert key={outcome.name} severity={outcome.severity} onClose={() => onDismiss(outcome.name)}>
          {outcome.text}
        </Alert>
      ))}
    </Stack>
  );
}
