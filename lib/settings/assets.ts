import 'server-only';
import { and, eq } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import { companySettings, uploads } from '@/lib/db/schema';
import { uploadResponse } from '@/lib/uploads/store';
import { journeyFileIds } from './journey-files';
import { findTenantBySlug, getSettings } from './queries';

/** Serves a tenant's logo or favicon: validated type only, never sniffed, never rendered as a document. */
export async function brandAssetResponse(db: DbOrTx, slug: string, kind: 'logo' | 'favicon'): Promise<Response> {
  const tenant = await findTenantBySlug(db, slug);
  if (!tenant) throw notFound('company');
  const column = kind === 'logo' ? companySettings.logoUploadId : companySettings.faviconUploadId;
  const [row] = await db
    .select({ upload: uploads })
    .from(companySettings)
    .innerJoin(uploads, and(eq(uploads.id, column), eq(uploads.tenantId, companySettings.tenantId)))
    .where(eq(companySettings.tenantId, tenant.id))
    .limit(1);
  const res = row ? await uploadResponse(row.upload, 'inline', 'public, max-age=60') : null;
  if (!res) throw notFound(kind === 'logo' ? 'logo' : 'favicon');
  return res;
}

/**
 * Serves a splash image or the privacy policy of the mobile app's new-user journey: public, as the app
 * shows them before sign-in, but only files the tenant's settings refer to right now.
 */
export async function journeyFileResponse(db: DbOrTx, slug: string, fileId: string): Promise<Response> {
  const tenant = await findTenantBySlug(db, slug);
  if (!tenant) throw notFound('company');
  // The cached settings (cleared on save): a splash image request costs no settings query.
  const { splash, privacy } = journeyFileIds(await getSettings(tenant.id));
  if (![...splash, ...privacy].includes(fileId)) throw notFound('file');
  const [upload] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenant.id), eq(uploads.id, fileId)))
    .limit(1);
  const res = upload ? await uploadResponse(upload, privacy.includes(fileId) ? 'attachment' : 'inline', 'public, max-age=60') : null;
  if (!res) throw notFound('file');
  return res;
}
