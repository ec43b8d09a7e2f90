import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IntegrityRun } from '../api';
import { useFormatters, useLocaleSegment } from '../i18n';
import { streamHistoryPath } from './labels';

/** A SHA-256 in a cell: its start, the whole of it on hover and to a screen reader. */
function Hash({ value }: { value: string | null }) {
  if (value === null) return <>—</>;
  return (
    <Typography component="span" variant="body2" title={value} aria-label={value} sx={{ fontFamily: 'monospace' }}>
      {value.slice(0, 12)}…
    </Typography>
  );
}

/** Every broken link a run found (the first hundred): where, why, and the hash expected beside the one stored. */
export function IntegrityFaults({ run }: { run: IntegrityRun }) {
  const { t } = useTranslation('audit');
  const { dateTime } = useFormatters();
  const locale = useLocaleSegment();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('integrity.faults.label', { time: dateTime(run.finishedAt) })}>
        <caption>{t('integrity.faults.caption', { count: run.faultCount, shown: run.faults.length, time: dateTime(run.finishedAt) })}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('integrity.faults.stream')}</TableCell>
            <TableCell align="right">{t('integrity.faults.version')}</TableCell>
            <TableCell>{t('integrity.faults.reason')}</TableCell>
            <TableCell>{t('integrity.faults.expected')}</TableCell>
            <TableCell>{t('integrity.faults.stored')}</TableCell>
            <TableCell>{t('integrity.faults.detail')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {run.faults.map((fault, index) => (
            <TableRow key={`${fault.streamId}-${fault.streamVersion ?? 'span'}-${index}`}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={streamHistoryPath(locale, fault.streamId)} sx={{ wordBreak: 'break-all' }}>
                  {fault.streamId}
                </Link>
              </TableCell>
              <TableCell align="right">{fault.streamVersion ?? '—'}</TableCell>
              <TableCell>{t(`integrity.reasons.${fault.reason}`)}</TableCell>
              <TableCell>
                <Hash value={fault.expectedHash} />
              </TableCell>
              <TableCell>
                <Hash value={fault.storedHash} />
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{fault.detail ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
