import { TablePagination } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';

/** A small table's page (from 0) and page size, and the sizes it offers. */
export interface Paging {
  page: number;
  pageSize: number;
  sizes: readonly number[];
  setPage(page: number): void;
  /** A new size starts again from the first page. */
  setPageSize(size: number): void;
}

/** Paging state for a table that is not a data grid: the first of `sizes` to start with. */
export function usePaging(sizes: readonly number[]): Paging {
  const [page, setPage] = useState(0);
  const [pageSize, setSize] = useState(sizes[0] ?? 20);
  return {
    page,
    pageSize,
    sizes,
    setPage,
    setPageSize: (size) => {
      setSize(size);
      setPage(0);
    },
  };
}

/** The footer of a paged table: rows per page, the range shown and the arrows. */
export function PagedTableFooter({ paging, count }: { paging: Paging; count: number }) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={paging.page}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={[...paging.sizes]}
      onPageChange={(_, next) => paging.setPage(next)}
      onRowsPerPageChange={(e) => paging.setPageSize(Number(e.target.value))}
      labelRowsPerPage={t('Rows per page:')}
    />
  );
}
