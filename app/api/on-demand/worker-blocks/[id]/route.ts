import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { workerBlocksContracts } from '@/lib/contracts/worker-blocks';
import { removeBlock } from '@/lib/worker-blocks/service';

export const DELETE = handler(workerBlocksContracts.remove, async ({ db, session, params, ip }) => {
  await removeBlock(db, session, idParam(params.id, 'workerBlock'), ip);
  return { data: null, message: say('done.workerBlocks.removed') };
});
