import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { StatusDuration, StatusMachine } from '../api';
import { useDurationFormatters } from './durations';
import { useReportFormatters } from './numbers';
import { useStatusLabel } from './status-labels';

interface DurationTableProps {
  machine: StatusMachine;
  statuses: readonly StatusDuration[];
}

/** The chart's figures as text, each duration in the unit it reads best in; statuses no stay ended in are left out. */
export function DurationTable({ machine, statuses }: DurationTableProps) {
  const { t } = useTranslation('reports');
  const label = useStatusLabel();
  const durations = useDurationFormatters();
  const format = useReportFormatters();
  const measured = statuses.filter((status) => status.count > 0);
  if (measured.length === 0) return null;
  const duration = (seconds: number | null) => (seconds === null ? '—' : durations.duration(seconds));

  return (
    <Table size="small" aria-label={t('timeInStatus.tableTitle')} sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('timeInStatus.status')}</TableCell>
          <TableCell align="right">{t('timeInStatus.stays')}</TableCell>
          <TableCell align="right">{t('timeInStatus.figures.medianSeconds')}</TableCell>
          <TableCell align="right">{t('timeInStatus.figures.meanSeconds')}</TableCell>
          <TableCell align="right">{t('timeInStatus.figures.p90Seconds')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {measured.map((status) => (
          <TableRow key={status.status}>
            <TableCell component="th" scope="row">
              {label(machine, status.key)}
            </TableCell>
            <TableCell align="right">{format.count(status.count)}</TableCell>
            <TableCell align="right">{duration(status.medianSeconds)}</TableCell>
            <TableCell align="right">{duration(status.meanSeconds)}</TableCell>
            <TableCell align="right">{duration(status.p90Seconds)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
