import { candidatesContracts } from '@/lib/contracts/candidates';
import { notFound, say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { fileOf } from '@/lib/attachments/page-data';
import { deleteFile } from '@/lib/attachments/service';
import { uploadResponse } from '@/lib/uploads/store';

/** Download: always an attachment with the checked type and nosniff, never rendered in the page. */
export const GET = handler(candidatesContracts.download, async ({ db, session, params }) => {
  const { u } = await fileOf(db, session.tenantId, idParam(params.id, 'file'));
  const res = await uploadResponse(u, 'attachment');
  if (!res) throw notFound('file');
  return res;
});

export const DELETE = handler(candidatesContracts.deleteFile, async ({ db, session, params, ip }) => {
  await deleteFile(db, session, idParam(params.id, 'file'), ip);
  return { data: null, message: say('done.candidates.fileDeleted') };
});
