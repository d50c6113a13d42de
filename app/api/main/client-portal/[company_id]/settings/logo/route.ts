import { handler } from '@/lib/http/handler';
import { brandAssetResponse } from '@/lib/settings/assets';
import { portalSettingsContracts } from '@/lib/contracts/portal-settings';

export const GET = handler(portalSettingsContracts.logo, async ({ db, params }) => brandAssetResponse(db, params.company_id ?? '', 'logo'));
