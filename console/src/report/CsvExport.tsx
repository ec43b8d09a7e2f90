import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ReportFilter, ReportType } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { DownloadIcon } from '../layout/icons';
import { saveFile } from './download';
import { useCsvExport } from './queries';

export type CsvExportState = ReturnType<typeof useCsvExport>;

/** The export of a report as CSV: the file goes to the browser's downloads as soon as it arrives. */
export const useReportExport = () => {
  const exporting = useCsvExport();
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const start = (type: ReportType, filter: ReportFilter) =>
    exporting.mutate({ type, filter, locale }, { onSuccess: (answer) => saveFile(answer.file, answer.fileName) });
  return { exporting, start };
};

export function ExportButton({ exporting, onExport }: { exporting: CsvExportState; onExport: () => void }) {
  const { t } = useTranslation('reports');
  return (
    <Button variant="contained" startIcon={<DownloadIcon />} onClick={onExport} loading={exporting.isPending} sx={{ whiteSpace: 'nowrap' }}>
      {t('export.button')}
    </Button>
  );
}

/** What the last export held: every row, or only the first ones up to the export limit; or why it failed. */
export function ExportNotice({ exporting, onRetry }: { exporting: CsvExportState; onRetry: () => void }) {
  const { t } = useTranslation('reports');
  if (exporting.isError) return <ErrorAlert error={exporting.error} onRetry={onRetry} />;
  const answer = exporting.data;
  if (answer === undefined) return null;
  return answer.truncated ? (
    <Alert severity="warning" onClose={() => exporting.reset()}>
      {t('export.truncated', { limit: answer.limit, file: answer.fileName })}
    </Alert>
  ) : (
    <Alert severity="success" onClose={() => exporting.reset()}>
      {t('export.done', { file: answer.fileName })}
    </Alert>
  );
}
