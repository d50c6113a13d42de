import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { lockRowsById } from '@/lib/db/locks';
import { onRollback } from '@/lib/db/transaction-scope';
import { uploads } from '@/lib/db/schema';
import { storage } from '@/lib/storage';
import type { CheckedFile } from './detect';

/**
 * Stores checked bytes through the storage interface and records them; returns the upload id. Should the
 * transaction roll back (a refusal, or a lost race it is re-run after), the bytes are removed again, so
 * no attempt leaves a file that no row names.
 */
export async function storeUpload(tx: DbOrTx, tenantId: string, kind: string, file: CheckedFile): Promise<string> {
  const id = randomUUID();
  const storageKey = `${tenantId}/${kind}/${id}.${file.type.ext}`;
  await storage().put(storageKey, file.bytes);
  onRollback(() => storage().remove(storageKey));
  await tx
    .insert(uploads)
    .values({ id, tenantId, kind, filename: file.filename, contentType: file.type.mime, size: file.bytes.length, storageKey });
  return id;
}

/**
 * Deletes upload rows (their attachments go with them, by cascade) and hands back a function that
 * removes the bytes: call it after the transaction commits, so a rollback never loses a file.
 */
export async function deleteUploads(tx: DbOrTx, tenantId: string, ids: string[]): Promise<() => Promise<void>> {
  if (!ids.length) return async () => {};
  // In id order first: two deletes of overlapping uploads (a resume replaced twice at once) would
  // otherwise lock them in their scan orders (lib/db/locks.ts).
  await lockRowsById(tx, uploads, tenantId, ids, { forDelete: true });
  const gone = await tx
    .delete(uploads)
    .where(and(eq(uploads.tenantId, tenantId), inArray(uploads.id, ids)))
    .returning({ key: uploads.storageKey });
  return async () => {
    await Promise.all(gone.map((g) => storage().remove(g.key)));
  };
}

/**
 * Serves a stored upload: the checked type only, never sniffed, never run as a document.
 * `attachment` for downloads (documents, resumes); `inline` for images shown in the page.
 */
export async function uploadResponse(
  upload: typeof uploads.$inferSelect,
  disposition: 'inline' | 'attachment',
  cache = 'private, max-age=60',
): Promise<Response | null> {
  const bytes = await storage().get(upload.storageKey);
  if (!bytes) return null;
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': upload.contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `${disposition}; filename="${upload.filename}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': cache,
    },
  });
}
