import 'server-only';
import { and, eq } from 'drizzle-orm';
import { badRequest, notFound } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { contactProfiles, uploads } from '@/lib/db/schema';
import { checkUpload, type UploadRule } from '@/lib/uploads/detect';
import { deleteUploads, storeUpload, uploadResponse } from '@/lib/uploads/store';
import { loadContact } from './queries';
import { AVATAR_MAX_BYTES } from './schema';
import { loadLiveContact } from './service';
import { upsertContactProfile } from './profile-row';

/** A contact's photo: PNG, JPEG or WebP up to 2 MB, checked by its bytes (never SVG, which can carry script). */
const AVATAR_RULE: UploadRule = { field: 'avatar', types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: AVATAR_MAX_BYTES };

/** The file part of a multipart body: `avatar`, or `file` as generic upload widgets name it. */
export function avatarPart(form: FormData): File {
  const part = form.get(AVATAR_RULE.field) ?? form.get('file');
  if (!part || typeof part === 'string') throw badRequest('contacts.avatarPart');
  return part;
}

export async function saveAvatar(db: DbOrTx, session: Session, contactId: string, file: File): Promise<{ avatar_upload_id: string }> {
  await loadLiveContact(db, session.tenantId, contactId);
  const checked = await checkUpload(file, AVATAR_RULE);
  const { result, removeOld } = await db.transaction(async (tx) => {
    await loadLiveContact(tx, session.tenantId, contactId, true);
    const [previous] = await tx
      .select({ id: contactProfiles.avatarUploadId })
      .from(contactProfiles)
      .where(and(eq(contactProfiles.tenantId, session.tenantId), eq(contactProfiles.contactId, contactId)))
      .limit(1);
    const uploadId = await storeUpload(tx, session.tenantId, 'avatar', checked);
    await upsertContactProfile(tx, session.tenantId, contactId, { avatarUploadId: uploadId });
    // The replaced photo goes too: its row now, its bytes once this commits.
    const remove = await deleteUploads(tx, session.tenantId, previous?.id ? [previous.id] : []);
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'contact.avatar',
      target: contactId,
      meta: { uploadId },
    });
    return { result: { avatar_upload_id: uploadId }, removeOld: remove };
  });
  await removeOld();
  return result;
}

/** The stored avatar as an inline image (nosniff, sandboxed), or 404 when the contact has none. */
export async function avatarResponse(db: DbOrTx, tenantId: string, contactId: string): Promise<Response> {
  await loadContact(db, tenantId, contactId);
  const [row] = await db
    .select({ upload: uploads })
    .from(contactProfiles)
    .innerJoin(uploads, and(eq(uploads.id, contactProfiles.avatarUploadId), eq(uploads.tenantId, contactProfiles.tenantId)))
    .where(and(eq(contactProfiles.tenantId, tenantId), eq(contactProfiles.contactId, contactId)))
    .limit(1);
  const res = row ? await uploadResponse(row.upload, 'inline') : null;
  if (!res) throw notFound('avatar');
  return res;
}
