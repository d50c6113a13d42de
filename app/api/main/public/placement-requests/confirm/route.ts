import { handler } from '@/lib/http/handler';
import { publicContracts } from '@/lib/contracts/public';
import { confirmPlacementRequest } from '@/lib/placement-requests/service';

/** A POST behind the page's button, so mail scanners that follow links cannot confirm on their own. */
export const POST = handler(publicContracts.confirmPlacementRequest, async ({ db, body, ip }) => ({
  data: await confirmPlacementRequest(db, body.token, ip),
}));
