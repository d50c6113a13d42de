import { handler } from '@/lib/http/handler';
import { isUuid } from '@/lib/schema-kit/uuid';
import { notFound } from '@/lib/errors';
import { journeyFileResponse } from '@/lib/settings/assets';
import { portalSettingsContracts } from '@/lib/contracts/portal-settings';

/** Splash images and the privacy policy of the mobile app's new-user journey (SPEC §3 mobile_app). */
export const GET = handler(portalSettingsContracts.journeyFile, async ({ db, params }) => {
  if (!isUuid(params.fileId)) throw notFound('file');
  return journeyFileResponse(db, params.company_id ?? '', params.fileId);
});
