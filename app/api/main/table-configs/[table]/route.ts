import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { tableConfigsContracts } from '@/lib/contracts/settings';
import { getTableConfig, saveTableConfig, tableKey } from '@/lib/table-configs';

export const GET = handler(tableConfigsContracts.get, async ({ db, session, params }) => ({
  data: await getTableConfig(db, session, tableKey(params.table)),
}));

export const PUT = handler(tableConfigsContracts.save, async ({ db, session, params, body }) => ({
  data: await saveTableConfig(db, session, tableKey(params.table), body),
  message: say('done.settings.tableSaved'),
}));
