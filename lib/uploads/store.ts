import 'server-only';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '@/lib/db/client';
import { uploads } from '@/lib/db/schema';
import { storage } from '@/lib/storage';
import type { CheckedFile } from './detect';

/** Stores checked bytes through the storage interface and records them; returns the upload id. */
export async function storeUpload(tx: DbOrTx, tenantId: string, kind: string, file: CheckedFile): Promise<string> {
  const id = randomUUID();
  const storageKey = `${tenantId}/${kind}/${id}.${file.type.ext}`;
  await storage().put(storageKey, file.bytes);
  await tx.insert(uploads).values({ id, tenantId, kind, filename: file.filename, contentType: file.type.mime, size: file.bytes.length, storageKey });
  return id;
}

/**
 * Serves a stored upload: the checked type only, never sniffed, never run as a document.
 * `attachment` for downloads (documents, resumes); `inline` for images shown in the page.
 */
export async function uploadResponse(upload: typeof uploads.$inferSelect, disposition: 'inline' | 'attachment', cache = 'private, max-age=60'): Promise<Response | null> {
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
