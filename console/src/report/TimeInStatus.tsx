import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { statusMachines, statusMachineStatuses, type ReportFilter, type StatusMachine, type StatusSpan } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { DurationChart } from './DurationChart';
import { DurationTable } from './DurationTable';
import { useDurationFormatters } from './durations';
import { useReportFormatters } from './numbers';
import { useTimeInStatus } from './queries';
import { useStatusLabel } from './status-labels';

interface TimeInStatusProps {
  machine: StatusMachine;
  span: StatusSpan | undefined;
  /** The page's period, agency and partner. */
  filter: ReportFilter;
  onMachineChange: (machine: StatusMachine) => void;
  onSpanChange: (span: StatusSpan | undefined) => void;
}

interface SpanChoiceProps {
  machine: StatusMachine;
  span: StatusSpan | undefined;
  onChange: (span: StatusSpan | undefined) => void;
}

/** Two statuses, chosen one after the other: the span is asked for once both are chosen and differ. */
function SpanChoice({ machine, span, onChange }: SpanChoiceProps) {
  const { t } = useTranslation('reports');
  const label = useStatusLabel();
  const [from, setFrom] = useState(span === undefined ? '' : String(span.fromStatus));
  const [to, setTo] = useState(span === undefined ? '' : String(span.toStatus));

  const choose = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    const complete = nextFrom !== '' && nextTo !== '' && nextFrom !== nextTo;
    onChange(complete ? { fromStatus: Number(nextFrom), toStatus: Number(nextTo) } : undefined);
  };
  const select = (name: 'fromStatus' | 'toStatus', value: string, other: string, onSelect: (value: string) => void) => (
    <TextField select size="small" label={t(`timeInStatus.${name}`)} value={value} onChange={(event) => onSelect(event.target.value)} sx={{ minWidth: 160 }}>
      <MenuItem value="">{t('timeInStatus.noStatus')}</MenuItem>
      {statusMachineStatuses[machine].map((entry) => (
        <MenuItem key={entry.id} value={String(entry.id)} disabled={String(entry.id) === other}>
          {label(machine, entry.key)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      {select('fromStatus', from, to, (value) => choose(value, to))}
      {select('toStatus', to, from, (value) => choose(from, value))}
    </>
  );
}

/**
 * How long records stay in each status of a machine (stays that ended in the period), and how
 * long they take from one status to another: exact median, mean and 90th percentile.
 */
export function TimeInStatus({ machine, span, filter, onMachineChange, onSpanChange }: TimeInStatusProps) {
  const { t } = useTranslation('reports');
  const label = useStatusLabel();
  const durations = useDurationFormatters();
  const format = useReportFormatters();
  const answer = useTimeInStatus(machine, filter, span);
  // An answer kept from the previous machine while the next one loads would label the wrong statuses.
  const data = answer.data?.machine === machine ? answer.data : undefined;
  const between = data?.between;

  return (
    <Card variant="outlined" component="section" aria-labelledby="time-in-status-title">
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, flexWrap: 'wrap', mb: 1 }}>
          <Typography id="time-in-status-title" variant="h6" component="h2">
            {t('timeInStatus.title')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField select size="small" label={t('timeInStatus.machine')} value={machine} onChange={(event) => onMachineChange(event.target.value as StatusMachine)} sx={{ minWidth: 160 }}>
              {statusMachines.map((candidate) => (
                <MenuItem key={candidate} value={candidate}>
                  {t(`timeInStatus.machines.${candidate}`)}
                </MenuItem>
              ))}
            </TextField>
            <SpanChoice key={machine} machine={machine} span={span} onChange={onSpanChange} />
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('timeInStatus.explain')}
        </Typography>

        {answer.isError ? (
          <ErrorAlert error={answer.error} onRetry={() => void answer.refetch()} />
        ) : (
          <>
            <DurationChart title={t('timeInStatus.chartTitle', { machine: t(`timeInStatus.machines.${machine}`) })} machine={machine} statuses={data?.statuses ?? []} loading={data === undefined} />
            {data !== undefined && <DurationTable machine={machine} statuses={data.statuses} />}
            {span !== undefined && data !== undefined && (
              <Box data-testid="time-between" sx={{ mt: 2 }}>
                <Typography variant="subtitle2" component="h3">
                  {t('timeInStatus.between.title', { from: label(machine, keyOf(machine, span.fromStatus)), to: label(machine, keyOf(machine, span.toStatus)) })}
                </Typography>
                <Typography variant="body2">
                  {between === null || between === undefined || between.count === 0
                    ? t('timeInStatus.between.none')
                    : t('timeInStatus.between.figures', {
                        count: between.count,
                        records: format.count(between.count),
                        median: durations.duration(between.medianSeconds ?? 0),
                        mean: durations.duration(between.meanSeconds ?? 0),
                        p90: durations.duration(between.p90Seconds ?? 0),
                      })}
                </Typography>
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

const keyOf = (machine: StatusMachine, status: number): string => statusMachineStatuses[machine].find((entry) => entry.id === status)?.key ?? String(status);
