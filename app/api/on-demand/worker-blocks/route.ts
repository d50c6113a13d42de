import { say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { workerBlocksContracts } from '@/lib/contracts/worker-blocks';
import { contactLocationIds } from '@/lib/auth/contact-scope';
import { listBlocks } from '@/lib/worker-blocks/queries';
import { createBlock } from '@/lib/worker-blocks/service';

export const GET = handler(workerBlocksContracts.list, async ({ db, session, query }) => {
  const { rows, total } = await listBlocks(db, { tenantId: session.tenantId, locationIds: await contactLocationIds(db, session) }, query);
  return listResponse(rows, total, query);
});

export const POST = handler(workerBlocksContracts.create, async ({ db, session, body, ip }) =>
  created({ data: await createBlock(db, session, body, ip), message: say('done.workerBlocks.created') }),
);
