import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PressButton } from '../layout/ChoiceButtons';
import { analyticsStatuses, statusMachineStatuses, type AnalyticsMachine, type StatusMachine, type StatusSpan } from '../api';
import { useStatusLabel } from '../report/status-labels';
import { useAnalyticsStatusLabel } from './status-labels';

interface StatusChipsProps {
  machine: AnalyticsMachine;
  value: readonly number[];
  onChange: (statuses: number[]) => void;
  fieldError: string | undefined;
}

/** The statuses counted (a referral's metrics), as chips pressed in and out; none pressed counts every one. */
export function StatusChips({ machine, value, onChange, fieldError }: StatusChipsProps) {
  const { t } = useTranslation('analytics');
  const label = useAnalyticsStatusLabel();
  const metrics = machine === 'referralMetric';
  const toggle = (status: number) => onChange(value.includes(status) ? value.filter((chosen) => chosen !== status) : [...value, status].sort((a, b) => a - b));
  return (
    <Stack spacing={0.5} role="group" aria-labelledby="analytics-statuses">
      <Typography id="analytics-statuses" variant="body2" color="text.secondary">
        {t(metrics ? 'question.metrics' : 'question.statuses')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {analyticsStatuses[machine].map((entry) => {
          const chosen = value.includes(entry.id);
          return (
            <PressButton key={entry.id} rounded pressed={chosen} onClick={() => toggle(entry.id)}>
              {label(machine, entry.key)}
            </PressButton>
          );
        })}
      </Stack>
      <FormHelperText error={fieldError !== undefined}>{fieldError ?? t(metrics ? 'question.metricsHint' : 'question.statusesHint')}</FormHelperText>
    </Stack>
  );
}

interface SpanFieldsProps {
  machine: StatusMachine;
  value: StatusSpan;
  onChange: (span: StatusSpan) => void;
  fieldError: (path: keyof StatusSpan) => string | undefined;
}

/** A span's two statuses: the other end's status is not offered, a span runs between two. */
export function SpanFields({ machine, value, onChange, fieldError }: SpanFieldsProps) {
  const { t } = useTranslation('analytics');
  const label = useStatusLabel();
  const select = (end: keyof StatusSpan, other: number) => (
    <TextField
      select
      size="small"
      label={t(`question.${end}`)}
      value={String(value[end])}
      onChange={(event) => onChange({ ...value, [end]: Number(event.target.value) })}
      error={fieldError(end) !== undefined}
      helperText={fieldError(end)}
      sx={{ minWidth: 170 }}
    >
      {statusMachineStatuses[machine].map((entry) => (
        <MenuItem key={entry.id} value={String(entry.id)} disabled={entry.id === other}>
          {label(machine, entry.key)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      {select('fromStatus', value.toStatus)}
      {select('toStatus', value.fromStatus)}
    </>
  );
}
