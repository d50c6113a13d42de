import { requestLocale, sayTo } from '@/lib/http/error-response';
import { handler } from '@/lib/http/handler';
import { parseWith } from '@/lib/schema-kit/parse-with';
import { publicContracts } from '@/lib/contracts/public';
import { placementRequestBody } from '@/lib/placement-requests/schema';
import { createPlacementRequest } from '@/lib/placement-requests/service';
import { formOrJson } from '@/lib/http/form-post';
import { requirePublicTenant } from '@/lib/public-jobs/tenant';

/**
 * The embeddable placement form posts here (JSON from its island, or a plain form without JavaScript,
 * answered 303 back to the form); the sender then confirms by the mailed link.
 */
export const POST = handler(publicContracts.placementRequest, async ({ db, req, params, ip }) => {
  const back = `/iframes/placements/${encodeURIComponent(params.company ?? '')}`;
  return formOrJson(req, { done: `${back}?sent=1`, failed: (q) => `${back}?${q}` }, async (fields) => {
    const tenant = await requirePublicTenant(db, params.company);
    const done = await createPlacementRequest(db, tenant, parseWith(placementRequestBody, fields), {
      ip,
      origin: req.nextUrl.origin,
      locale: requestLocale(req),
    });
    return { message: await sayTo(req, done.message) };
  });
});
