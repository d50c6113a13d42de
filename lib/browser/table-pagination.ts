/** The paging controls a DataTable draws, filled by the list hooks (lib/browser/use-paged-list). */
export type TablePagination = {
  page: number;
  perPage: number;
  total: number;
  totalLabel: string;
  onPage: (page: number) => void;
  onPerPage: (n: number) => void;
};
