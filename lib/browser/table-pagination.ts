'use client';
import { useState } from 'react';

/** The paging controls a DataTable draws, filled by the list hooks (lib/browser/use-paged-list). */
export type TablePagination = {
  page: number;
  perPage: number;
  total: number;
  totalLabel: string;
  onPage: (page: number) => void;
  onPerPage: (n: number) => void;
};

/**
 * Paging kept in the component (a list inside a tab or a panel, whose page does not belong in the URL): the
 * page and size to ask for, and the controls for a DataTable. A new size goes back to the first page.
 */
export function useLocalPaging(initialPerPage: number) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(initialPerPage);
  const pagination = (total: number, totalLabel: string): TablePagination => ({
    page,
    perPage,
    total,
    totalLabel,
    onPage: setPage,
    onPerPage: (n) => {
      setPerPage(n);
      setPage(1);
    },
  });
  return { page, perPage, setPage, pagination };
}
