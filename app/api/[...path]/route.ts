import { ApiError, say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { notFoundContracts } from '@/lib/contracts/not-found';

/** Any /api address no route claims: the JSON error shape of DESIGN.md §4, never the HTML 404 page. */
const unknown = async (): Promise<never> => {
  throw new ApiError(404, say('request.noEndpoint'), 'not_found');
};

export const GET = handler(notFoundContracts.get, unknown);
export const POST = handler(notFoundContracts.post, unknown);
export const PUT = handler(notFoundContracts.put, unknown);
export const PATCH = handler(notFoundContracts.patch, unknown);
export const DELETE = handler(notFoundContracts.delete, unknown);
