import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ReportFilter, ReportType } from '../api';
import { DownloadIcon } from '../layout/icons';

// Opened by few, and never on a first screen: its code comes when it is first opened.
const ExportDialog = lazy(() => import('./ExportDialog'));

/** "Export all": every row of the report, as CSV or XLSX, written by a background job. */
export function ExportAll({ type, filter }: { type: ReportType; filter: ReportFilter }) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
        {t('exportAll.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog type={type} filter={filter} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
