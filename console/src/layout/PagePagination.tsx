import TablePagination from '@mui/material/TablePagination';

/** Which page of a paged answer is shown, 1-based as the API counts. */
export interface Paging {
  page: number;
  pageSize: number;
}

interface PagePaginationProps {
  /** The answer's total, or at least that many when it was capped. */
  page: { total: number; totalCapped?: true };
  paging: Paging;
  pageSizes: readonly number[];
  onPaging: (paging: Paging) => void;
}

/** A paged table's pager: a new page size goes back to the first page. */
export function PagePagination({ page, paging, pageSizes, onPaging }: PagePaginationProps) {
  return (
    <TablePagination
      component="div"
      count={page.totalCapped ? -1 : page.total}
      page={paging.page - 1}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, next) => onPaging({ ...paging, page: next + 1 })}
      onRowsPerPageChange={(event) => onPaging({ page: 1, pageSize: Number(event.target.value) })}
    />
  );
}
