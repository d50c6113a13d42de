import { candidatesContracts } from '@/lib/contracts/candidates';
import { sayTo } from '@/lib/http/error-response';
import { handler } from '@/lib/http/handler';
import { parseWith } from '@/lib/schema-kit/parse-with';
import { formOrJson } from '@/lib/http/form-post';
import { applyBody } from '@/lib/public-jobs/schema';
import { applyToJob } from '@/lib/public-jobs/service';
import { requirePublicTenant } from '@/lib/public-jobs/tenant';
import { jobPath } from '@/lib/public-jobs/urls';
import { assertNotInMaintenance } from '@/lib/settings/maintenance';

/**
 * Public job application. JSON (the page's island) answers `{ data: { message } }` or an error; a plain
 * HTML form post answers 303 back to the job page, in its thank-you (?applied=1) or error state.
 */
export const POST = handler(candidatesContracts.apply, async ({ db, req, params, ip }) => {
  const back = jobPath(params.company ?? '', params.jobId ?? '');
  return formOrJson(req, { done: `${back}?applied=1#apply`, failed: (q) => `${back}?${q}#apply` }, async (fields) => {
    const tenant = await requirePublicTenant(db, params.company);
    await assertNotInMaintenance(tenant.id);
    const done = await applyToJob(db, tenant.id, params.jobId ?? '', parseWith(applyBody, fields), ip);
    return { message: await sayTo(req, done.message) };
  });
});
