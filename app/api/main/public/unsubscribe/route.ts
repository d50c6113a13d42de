import { handler } from '@/lib/http/handler';
import { parseWith } from '@/lib/schema-kit/parse-with';
import { publicContracts } from '@/lib/contracts/public';
import { unsubscribeBody } from '@/lib/notifications/schema';
import { unsubscribe } from '@/lib/notifications/unsubscribe';
import { formErrorQuery, isFormPost, readFields, seeOther } from '@/lib/http/form-post';
import { isOneClick } from '@/lib/mail/list-unsubscribe';

/**
 * The mails' unsubscribe: the page's button (a plain form post, answered 303 back to the page) or a
 * mail client's RFC 8058 one-click POST to the List-Unsubscribe URL (`?token=`, body
 * `List-Unsubscribe=One-Click`). Never a GET: link scanners open links.
 */
/**
 * The same address opened instead of POSTed (a mail client without one-click support, or a person
 * pasting it): sent on to the page that names the kind of mail and asks for one press. A GET never
 * unsubscribes, so a scanner that opens it changes nothing.
 */
export const GET = handler(publicContracts.unsubscribePage, async ({ query }) =>
  seeOther(`/unsubscribe?token=${encodeURIComponent(query.token)}`),
);

export const POST = handler(publicContracts.unsubscribe, async ({ db, req }) => {
  let form = isFormPost(req);
  try {
    const fields = (await readFields(req)) as { token?: unknown } | null;
    // A mail client's one-click POST is a form too, but answered 200 (RFC 8058): nobody follows a redirect.
    if (isOneClick(fields)) form = false;
    const { token } = parseWith(unsubscribeBody, { token: req.nextUrl.searchParams.get('token') ?? fields?.token });
    const target = await unsubscribe(db, token);
    return form
      ? seeOther(`/unsubscribe?token=${encodeURIComponent(token)}&done=1`)
      : { data: { event: target.event, company: target.tenant.name } };
  } catch (error) {
    if (form) return seeOther(`/unsubscribe?${formErrorQuery(error)}`);
    throw error;
  }
});
