import { CONTRACTS } from '@/lib/api/contracts';
import { docsContracts } from '@/lib/api/docs-contract';
import { handler } from '@/lib/api/handler';
import { openApiDocument } from '@/lib/api/openapi';

/** For integrators: signed-in admins (cookie or token) read the document; it describes every route. */
export const GET = handler(docsContracts.openapi, async () => openApiDocument(CONTRACTS));
