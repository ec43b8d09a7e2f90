import { Suspense, lazy, useMemo, type JSXElementConstructor } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { gridRowCount, type Page, type SortDirection } from '../api';

// The grid is the heaviest widget of a list: the page's title, filters and actions show without waiting for it.
const DataGrid = lazy(() => import('./GridView'));

export interface GridPaging<Field extends string> {
  page: number;
  pageSize: number;
  sort: { field: Field; direction: SortDirection };
}

interface RecordGridProps<Row extends { id: string }, Field extends string> {
  label: string;
  answer: Page<Row> | undefined;
  loading: boolean;
  columns: GridColDef<Row>[];
  paging: GridPaging<Field>;
  pageSizes: readonly number[];
  sortable: readonly Field[];
  defaultSort: GridPaging<Field>['sort'];
  /** Which way a column sorts on its first click. */
  firstSort?: SortDirection;
  onPagingChange: (change: Partial<GridPaging<Field>>) => void;
  /** Opens a row's record; without it rows are not offered as links (no pointer, no click). */
  onOpen?: ((id: string) => void) | undefined;
  emptyOverlay: JSXElementConstructor<object>;
}

/** A list page's grid: paged, sorted and filtered by the server; a row opens with a click or Enter, where there is something to open. */
export function RecordGrid<Row extends { id: string }, Field extends string>(props: RecordGridProps<Row, Field>) {
  const { paging, sortable, onPagingChange, onOpen } = props;
  const columns = useMemo(
    () => props.columns.map((column): GridColDef<Row> => ({ ...column, sortable: sortable.includes(column.field as Field), filterable: false })),
    [props.columns, sortable],
  );
  // Why memoized: the grid takes a controlled model with a new identity for a change, and on a
  // sort change it goes back to the first page; a model rebuilt on every render undid each page turn.
  const shown = columns.some((column) => column.field === paging.sort.field);
  // A sort the API accepts (a link may carry it) but that has no column here shows no arrow.
  const sortModel: GridSortModel = useMemo(
    () => (shown ? [{ field: paging.sort.field, sort: paging.sort.direction }] : []),
    [shown, paging.sort.field, paging.sort.direction],
  );
  const paginationModel = useMemo(() => ({ page: paging.page - 1, pageSize: paging.pageSize }), [paging.page, paging.pageSize]);
  const rows = props.answer?.data ?? [];
  const paginationMeta = useMemo(() => ({ hasNextPage: rows.length === paging.pageSize }), [rows.length, paging.pageSize]);

  return (
    <Box sx={{ flex: 1, minHeight: 400, display: 'flex', flexDirection: 'column' }}>
      <Suspense fallback={<Skeleton variant="rectangular" sx={{ flex: 1 }} />}>
        <DataGrid
          label={props.label}
          rows={rows}
          rowCount={gridRowCount(props.answer)}
          paginationMeta={paginationMeta}
          columns={columns}
          loading={props.loading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          // The menu's buttons are labelled by the column titles and would compete with the form fields of the same name.
          disableColumnMenu
          disableRowSelectionOnClick
          paginationModel={paginationModel}
          onPaginationModelChange={(model) =>
            onPagingChange(model.pageSize === paging.pageSize ? { page: model.page + 1 } : { page: 1, pageSize: model.pageSize })
          }
          pageSizeOptions={[...props.pageSizes]}
          sortModel={sortModel}
          sortingOrder={props.firstSort === 'asc' ? ['asc', 'desc'] : ['desc', 'asc']}
          onSortModelChange={(model) => {
            const first = model[0];
            const field = sortable.find((candidate) => candidate === first?.field);
            onPagingChange({ page: 1, sort: field !== undefined && first?.sort ? { field, direction: first.sort } : props.defaultSort });
          }}
          onRowClick={onOpen === undefined ? undefined : ({ row }: { row: Row }) => onOpen(row.id)}
          onCellKeyDown={
            onOpen === undefined
              ? undefined
              : ({ row }: { row: Row }, event) => {
                  if (event.key === 'Enter') onOpen(row.id);
                }
          }
          slots={{ noRowsOverlay: props.emptyOverlay }}
          sx={{ flex: 1, '& .MuiDataGrid-row': { cursor: onOpen === undefined ? 'default' : 'pointer' } }}
        />
      </Suspense>
    </Box>
  );
}

/** What an empty grid says: why it is empty, and what to do about it. */
export function EmptyMessage({ title, hint }: { title: string; hint: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3, textAlign: 'center' }}>
      <div>
        <Typography variant="h6" component="p">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </div>
    </Box>
  );
}
