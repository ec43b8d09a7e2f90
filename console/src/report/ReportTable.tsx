import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { gridRowCount, type Page, type ReportRow, type ReportType } from '../api';
import { actorOf, canAccess, useSession } from '../auth';
import { useLocaleSegment } from '../i18n';
import { EmptyMessage } from '../layout/RecordGrid';
import { useReportColumns } from './columns';
import { recordLinkOf } from './record-links';
import { PAGE_SIZES } from './params';

const gridLocales: Partial<Record<string, typeof esES>> = { 'es-ES': esES };

interface ReportTableProps {
  type: ReportType;
  answer: Page<ReportRow> | undefined;
  loading: boolean;
  page: number;
  pageSize: number;
  onPagingChange: (change: { page?: number; pageSize?: number }) => void;
}

function EmptyReport() {
  const { t } = useTranslation('reports');
  return <EmptyMessage title={t('table.empty')} hint={t('table.emptyHint')} />;
}

/**
 * The report's records, paged by the server, newest first. Not the lists' RecordGrid: a report
 * has one fixed order and its rows are figures to read, not records to open.
 */
export function ReportTable({ type, answer, loading, page, pageSize, onPagingChange }: ReportTableProps) {
  const { t, i18n } = useTranslation('reports');
  const columns = useReportColumns(type);
  const rows = answer?.data ?? [];
  const navigate = useNavigate();
  const locale = useLocaleSegment();
  const actor = actorOf(useSession());
  const linkOf = (row: ReportRow) => {
    const link = recordLinkOf(type, row);
    return link !== undefined && canAccess(actor, link.resource) ? `/user/${locale}/${link.path}` : undefined;
  };
  const open = (row: ReportRow) => {
    const to = linkOf(row);
    if (to !== undefined) void navigate(to);
  };
  // Stable controlled models, as in RecordGrid: a new identity is a change to the grid.
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const paginationMeta = useMemo(() => ({ hasNextPage: rows.length === pageSize }), [rows.length, pageSize]);
  return (
    <Box sx={{ height: 520, display: 'flex', flexDirection: 'column' }}>
      <DataGrid
        label={t('table.title', { type: t(`types.${type}`) })}
        rows={rows}
        getRowId={(row) => String(row.id)}
        columns={columns}
        rowCount={gridRowCount(answer)}
        paginationMeta={paginationMeta}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableColumnMenu
        disableColumnSorting
        disableRowSelectionOnClick
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => onPagingChange(model.pageSize === pageSize ? { page: model.page + 1 } : { page: 1, pageSize: model.pageSize })}
        pageSizeOptions={[...PAGE_SIZES]}
        onRowClick={({ row }: { row: ReportRow }) => open(row)}
        onCellKeyDown={({ row }: { row: ReportRow }, event) => {
          if (event.key === 'Enter') open(row);
        }}
        getRowClassName={({ row }: { row: ReportRow }) => (linkOf(row) === undefined ? '' : 'opens-record')}
        slots={{ noRowsOverlay: EmptyReport }}
        localeText={gridLocales[i18n.resolvedLanguage ?? i18n.language]?.components.MuiDataGrid.defaultProps.localeText}
        sx={{ flex: 1, '& .opens-record': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
