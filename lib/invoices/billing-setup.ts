import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { audit } from '@/lib/audit';
import type { DbOrTx } from '@/lib/db/client';
import { lockRowsById } from '@/lib/db/locks';
import { companies, locations } from '@/lib/db/schema';
import { notFound } from '@/lib/errors';
import type { BillingActor } from './run';
import { listClientBilling } from './billing-queries';
import type { ClientBilling, ClientBillingInput } from './schema';

/**
 * Saves a client's billing set-up and the tax rates of the sites it names (which must be the company's:
 * another's is a 404). Later runs use it; invoices already made keep what they were made with. Audited.
 */
export async function saveClientBilling(
  db: DbOrTx,
  actor: BillingActor,
  companyId: string,
  input: ClientBillingInput,
  ip?: string,
): Promise<ClientBilling> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .update(companies)
      .set({
        paymentTermsDays: input.payment_terms_days,
        currency: input.currency,
        invoiceGrouping: input.invoice_grouping,
        billingEmail: input.billing_email ?? null,
      })
      .where(and(eq(companies.tenantId, actor.tenantId), eq(companies.id, companyId)))
      .returning({ id: companies.id });
    if (!company) throw notFound('company');
    if (input.sites.length) {
      const named = input.sites.map((s) => s.location_id);
      await lockRowsById(tx, locations, actor.tenantId, named);
      const own = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.tenantId, actor.tenantId), eq(locations.companyId, companyId), inArray(locations.id, named)));
      if (own.length !== new Set(named).size) throw notFound('location');
      for (const site of input.sites) {
        await tx
          .update(locations)
          .set({ taxRateMilli: site.tax_rate_milli })
          .where(and(eq(locations.tenantId, actor.tenantId), eq(locations.id, site.location_id)));
      }
    }
    await audit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      action: 'invoices.billingSetup',
      target: companyId,
      meta: { ...input, billing_email: input.billing_email ? 'set' : null },
      ip,
    });
    return (await listClientBilling(tx, actor.tenantId, companyId))[0]!;
  });
}
