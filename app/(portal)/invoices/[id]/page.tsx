import { InvoiceScreen } from '@/components/invoices/invoice-screen';
import { requirePage } from '@/lib/auth/guard';
import { ADMINS } from '@/lib/auth/roles';
import { getInvoice } from '@/lib/invoices/queries';
import { orNotFound } from '@/lib/or-not-found';
import { idParam } from '@/lib/schema-kit/ids';
import { titleFrom } from '@/lib/settings/page-metadata';
import { asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('pages', 'invoice');

/** One invoice with its lines, as GET /invoices/{id} answers it; a malformed, unknown or another tenant's id is the 404 page. */
export default async function InvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const { session, db } = await requirePage({ route: '/invoices' });
  const { id } = await params;
  const invoice = await orNotFound(() => getInvoice(db, session.tenantId, idParam(id, 'invoice')));
  return <InvoiceScreen initial={asJson(invoice)} canBill={ADMINS.includes(session.role)} />;
}
