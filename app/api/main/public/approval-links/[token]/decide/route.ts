import { handler } from '@/lib/http/handler';
import { parseWith } from '@/lib/schema-kit/parse-with';
import { publicContracts } from '@/lib/contracts/public';
import { assertJsonBody, assertSameOriginWrite } from '@/lib/http/same-origin';
import { refusalOf, sheetOf, withAcknowledgements } from '@/lib/approval-links/form-post';
import { outcomePath } from '@/lib/approval-links/outcome';
import { decideBody } from '@/lib/approval-links/schema';
import { decideByLink } from '@/lib/approval-links/service';
import { isFormPost, readFields, seeOther } from '@/lib/http/form-post';

/**
 * A decision from the one-click approval page (issue 11): the token in the path is the only
 * credential, and it can approve or reject its own timesheets and nothing else. The page's plain HTML
 * forms get a 303 back to the page with the outcome (it works without JavaScript); JSON gets
 * `{ data }` or the error shape, with the refusal as error_code. Like a cookie write, it must come from
 * this site: a page elsewhere cannot post decisions with a link it saw.
 */
export const POST = handler(publicContracts.decideByLink, async ({ db, req, params, ip }) => {
  assertSameOriginWrite(req);
  const token = params.token ?? '';
  if (!isFormPost(req)) {
    assertJsonBody(req);
    return { data: await decideByLink(db, token, parseWith(decideBody, await readFields(req)), ip) };
  }
  let fields: unknown = {};
  try {
    fields = await readFields(req);
    const result = await decideByLink(db, token, parseWith(decideBody, withAcknowledgements(fields)), ip);
    return seeOther(outcomePath(token, { kind: 'done', decision: result.decision, count: result.count }));
  } catch (error) {
    return seeOther(outcomePath(token, { kind: 'refused', code: refusalOf(error), sheet: sheetOf(fields) }));
  }
});
