import { ApiError, say } from '@/lib/api/errors';
import { publicHandler } from '@/lib/api/handler';

/** Any /api address no route claims: the JSON error shape of DESIGN.md §4, never the HTML 404 page. */
const unknown = publicHandler({}, async () => {
  throw new ApiError(404, say('request.noEndpoint'), 'not_found');
});

export { unknown as GET, unknown as POST, unknown as PUT, unknown as PATCH, unknown as DELETE };
