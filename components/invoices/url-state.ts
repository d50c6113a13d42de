import type { inferParserType } from 'nuqs/server';
import { INVOICE_SORTS, INVOICE_TABS } from '@/lib/invoices/schema';
import { idParam, listLoader, oneOfParam, pageParam, perPageParam } from '@/lib/url-state/params';
import { sortParam, sortParser } from '@/lib/url-state/sort';

/** The invoices screen's state in the URL: the view (invoices or billing set-up), the status tab, the client, paging and sort. */
export const invoiceParams = {
  view: oneOfParam(['invoices', 'billing'] as const, 'invoices'),
  status: oneOfParam(INVOICE_TABS, 'all'),
  company: idParam,
  page: pageParam,
  perPage: perPageParam,
  sort: sortParser(INVOICE_SORTS, '-created_at'),
};
export const loadInvoiceQuery = listLoader(invoiceParams);
export type InvoiceFilter = inferParserType<typeof invoiceParams>;

/** GET /invoices' query for the list on screen; the server page reads its first page with the same. */
export const invoiceListQuery = (f: InvoiceFilter) => ({
  status: f.status,
  company_id: f.company || undefined,
  page: f.page,
  per_page: f.perPage,
  sort: sortParam(f.sort),
});
