import { publicHandler } from '@/lib/api/handler';
import { confirmBody } from '@/lib/placement-requests/schema';
import { confirmPlacementRequest } from '@/lib/placement-requests/service';

/** A POST behind the page's button, so mail scanners that follow links cannot confirm on their own. */
export const POST = publicHandler({ body: confirmBody }, async ({ body, ip }) => ({ data: await confirmPlacementRequest(body.token, ip) }));
