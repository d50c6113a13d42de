import { handler } from '@/lib/http/handler';
import { contactsContracts } from '@/lib/contracts/contacts';
import { readForm } from '@/lib/http/request-body';
import { pathId } from '@/lib/companies/path-id';
import { avatarPart, avatarResponse, saveAvatar } from '@/lib/contacts/avatar';

/** The contact's photo, inline, with the stored (checked) type only. */
export const GET = handler(contactsContracts.avatar, async ({ db, session, params }) =>
  avatarResponse(db, session.tenantId, pathId(params, 'id', 'contact')),
);

/** Multipart with an "avatar" part: PNG, JPEG or WebP up to 2 MB, checked by magic bytes. */
export const POST = handler(contactsContracts.uploadAvatar, async ({ db, session, params, req }) => {
  const id = pathId(params, 'id', 'contact');
  const form = await readForm(req, 'uploads.multipart');
  return { data: await saveAvatar(db, session, id, avatarPart(form)) };
});
