import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReportFilter, ReportType } from '../api';
import { exportFormats, type ExportFormat, type ExportJob } from '../api/exports';
import { ErrorAlert } from '../layout/ErrorAlert';
import { DownloadIcon } from '../layout/icons';
import { saveFile } from '../report/download';
import { useExportDownload, useExportStatus, useStartExport } from './queries';

export interface ExportDialogProps {
  type: ReportType;
  filter: ReportFilter;
  onClose: () => void;
}

/** 1234567 bytes as "1.2 MB" in the reader's language. */
const sizeOf = (bytes: number, language: string): string => {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : bytes >= 1_000 ? [bytes / 1_000, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
};

/** As the console writes instants (`useFormatters`), without holding its chunk: this dialog's code comes on demand. */
const dateTimeOf = (iso: string | null, language: string): string =>
  iso === null ? '—' : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function Progress({ job }: { job: ExportJob }) {
  const { t, i18n } = useTranslation('reports');
  const waiting = job.state === 'waiting';
  const rows = t('exportAll.rows', { count: job.rows, rows: new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language).format(job.rows) });
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{t(`exportAll.states.${job.state}`)}</Typography>
      <LinearProgress
        variant="determinate"
        value={job.progress}
        aria-label={t('exportAll.progress')}
        aria-valuetext={t('exportAll.percent', { percent: job.progress })}
      />
      <Typography variant="body2" color="text.secondary" data-testid="export-rows">
        {waiting ? rows : `${rows} · ${t('exportAll.percent', { percent: job.progress })}`}
      </Typography>
    </Stack>
  );
}

/**
 * Every row of a report as a file of any size: a background job writes it while this dialog
 * shows its progress, asking every second, then offers the file. Loaded when first opened.
 */
export default function ExportDialog({ type, filter, onClose }: ExportDialogProps) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const starting = useStartExport();
  const status = useExportStatus(starting.data);
  const downloading = useExportDownload();
  const job = status.data;

  const start = (format: ExportFormat) => {
    downloading.reset();
    starting.mutate({ type, filter, format, locale: language });
  };
  const download = (done: ExportJob) => downloading.mutate(done, { onSuccess: ({ file, fileName }) => saveFile(file, fileName) });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="export-all-title">
      <DialogTitle id="export-all-title">{t('exportAll.title', { type: t(`types.${type}`) })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('exportAll.intro')}</DialogContentText>
          {job === undefined ? (
            <Box>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('exportAll.chooseFormat')}
              </Typography>
              <Stack direction="row" spacing={1}>
                {exportFormats.map((format) => (
                  <Button key={format} variant="outlined" onClick={() => start(format)} loading={starting.isPending && starting.variables.format === format} disabled={starting.isPending}>
                    {t(`exportAll.formats.${format}`)}
                  </Button>
                ))}
              </Stack>
            </Box>
          ) : (
            <Progress job={job} />
          )}
          {starting.isError && <ErrorAlert error={starting.error} onRetry={() => starting.variables && start(starting.variables.format)} />}
          {status.isError && <ErrorAlert error={status.error} onRetry={() => void status.refetch()} />}
          {job?.state === 'failed' && (
            <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => start(job.format)}>{t('exportAll.again')}</Button>}>
              {t('exportAll.failed', { reason: job.failedReason ?? '—' })}
            </Alert>
          )}
          {job?.state === 'completed' && job.fileName !== null && (
            <Alert severity="success">
              {t('exportAll.ready', { file: job.fileName, size: sizeOf(job.size ?? 0, language), expiresAt: dateTimeOf(job.expiresAt, language) })}
            </Alert>
          )}
          {downloading.isError && <ErrorAlert error={downloading.error} onRetry={() => job && download(job)} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('exportAll.close')}</Button>
        {job?.state === 'completed' && (
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => download(job)} loading={downloading.isPending}>
            {t('exportAll.download', { format: t(`exportAll.formats.${job.format}`) })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
