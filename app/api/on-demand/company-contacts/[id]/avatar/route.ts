import { handler } from '@/lib/api/handler';
import { MULTIPART_ENVELOPE_BYTES, readForm } from '@/lib/api/request-body';
import { pathId } from '@/lib/companies/path-id';
import { AVATAR_RULE, avatarPart, avatarResponse, saveAvatar } from '@/lib/contacts/avatar';

/** The contact's photo, inline, with the stored (checked) type only. */
export const GET = handler({ route: '/contacts' }, async ({ session, params }) =>
  avatarResponse(session.tenantId, pathId(params, 'id', 'contact')));

/** Multipart with an "avatar" part: PNG, JPEG or WebP up to 2 MB, checked by magic bytes. */
export const POST = handler({ route: '/contacts', maxBytes: AVATAR_RULE.maxBytes + MULTIPART_ENVELOPE_BYTES }, async ({ session, params, req }) => {
  const id = pathId(params, 'id', 'contact');
  const form = await readForm(req, 'request.avatarMultipart');
  return { data: await saveAvatar(session, id, avatarPart(form)) };
});
