import type { SearchParams } from 'nuqs/server';
import { InvoicesScreen } from '@/components/invoices/invoices-screen';
import { invoiceListQuery, loadInvoiceQuery } from '@/components/invoices/url-state';
import { requirePage } from '@/lib/auth/guard';
import { ADMINS } from '@/lib/auth/roles';
import { listClientBilling } from '@/lib/invoices/billing-queries';
import { listInvoices } from '@/lib/invoices/queries';
import { invoicesQuery } from '@/lib/invoices/schema';
import { listResponse } from '@/lib/schema-kit/paging';
import { titleFrom } from '@/lib/settings/page-metadata';
import { apiQueryOf, asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'invoices');

/** The URL's page of invoices (as GET /invoices answers it) and the clients' billing set-up come with the HTML. */
export default async function InvoicesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/invoices' });
  const filter = await loadInvoiceQuery(searchParams);
  const query = apiQueryOf(invoicesQuery, invoiceListQuery(filter));
  const [{ rows, total, counts }, clients] = await Promise.all([
    listInvoices(db, session.tenantId, query),
    listClientBilling(db, session.tenantId),
  ]);
  const list = listResponse(rows, total, query);
  return (
    <InvoicesScreen
      initial={{ list: asJson({ ...list, meta: { ...list.meta, counts } }), clients }}
      canBill={ADMINS.includes(session.role)}
    />
  );
}
