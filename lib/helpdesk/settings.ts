import 'server-only';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { integrationConnections } from '@/lib/db/schema';
import { checkConfiguredUrl } from '@/lib/net/configured-url';
import { forgetHelpdeskOrigin, HELPDESK_PROVIDER, helpdeskRow, urlOf } from './config';
import type { HelpdeskSettings } from './schema';
import { theRow } from '@/lib/db/rows';

/**
 * Saves (or, with null, clears) the helpdesk address. The config keeps any other keys stored with it.
 * Like every URL a tenant configures, it must pass the outbound rules (lib/net): https to a public
 * address, refused on save otherwise.
 */
export async function saveHelpdeskUrl(db: DbOrTx, session: Session, url: string | null, ip?: string): Promise<HelpdeskSettings> {
  const { tenantId } = session;
  if (url) await checkConfiguredUrl('url', url);
  const saved = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ config: integrationConnections.config })
      .from(integrationConnections)
      .where(helpdeskRow(tenantId))
      .for('update');
    const config = { ...current?.config, url };
    const now = new Date();
    const row = theRow(
      await tx
        .insert(integrationConnections)
        .values({ tenantId, provider: HELPDESK_PROVIDER, config, updatedAt: now })
        .onConflictDoUpdate({ target: [integrationConnections.tenantId, integrationConnections.provider], set: { config, updatedAt: now } })
        .returning({ config: integrationConnections.config, updatedAt: integrationConnections.updatedAt }),
    );
    await audit(tx, { tenantId, userId: session.userId, action: 'helpdesk.settings', target: HELPDESK_PROVIDER, meta: { url }, ip });
    return { url: urlOf(row.config), updated_at: row.updatedAt.toISOString() };
  });
  forgetHelpdeskOrigin(tenantId);
  return saved;
}
