import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { ClientBilling } from './schema';

type Raw = {
  id: string;
  name: string;
  payment_terms_days: number;
  currency: string;
  invoice_grouping: string;
  billing_email: string | null;
};
type Site = { id: string; company_id: string; name: string; tax_rate_milli: number };

/** Every client company's billing set-up (by name), with its sites' tax rates: the Billing set-up tab. */
export async function listClientBilling(db: DbOrTx, tenantId: string, companyId?: string): Promise<ClientBilling[]> {
  const only = companyId ? sql`and id = ${companyId}` : sql``;
  const [heads, sites] = await Promise.all([
    db.execute<Raw>(sql`select id, name, payment_terms_days, currency, invoice_grouping, billing_email
      from companies where tenant_id = ${tenantId} ${only} order by name, id limit 1000`),
    db.execute<Site>(sql`select id, company_id, name, tax_rate_milli from locations
      where tenant_id = ${tenantId} ${companyId ? sql`and company_id = ${companyId}` : sql``} order by name, id`),
  ]);
  return heads.rows.map((c) => ({
    company_id: c.id,
    company_name: c.name,
    payment_terms_days: Number(c.payment_terms_days),
    currency: c.currency as ClientBilling['currency'],
    invoice_grouping: c.invoice_grouping as ClientBilling['invoice_grouping'],
    billing_email: c.billing_email,
    sites: sites.rows
      .filter((s) => s.company_id === c.id)
      .map((s) => ({ location_id: s.id, location_name: s.name, tax_rate_milli: Number(s.tax_rate_milli) })),
  }));
}
