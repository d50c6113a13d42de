import { docsContracts } from '@/lib/contracts/docs';
import { handler } from '@/lib/http/handler';
import { apiDocument } from '@/lib/api-docs/openapi';

/** For integrators: signed-in admins (cookie or token) read the document; it describes every route. */
export const GET = handler(docsContracts.openapi, async () => apiDocument());
