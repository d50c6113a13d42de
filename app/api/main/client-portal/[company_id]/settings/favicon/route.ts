import { publicHandler } from '@/lib/api/handler';
import { brandAssetResponse } from '@/lib/settings/assets';

export const GET = publicHandler({}, async ({ params }) => brandAssetResponse(params.company_id ?? '', 'favicon'));
