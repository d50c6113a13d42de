import { handler } from '@/lib/api/handler';
import { EVERYONE } from '@/lib/auth/roles';
import { getTableConfig, saveTableConfig, tableConfigBody, tableKey } from '@/lib/table-configs';

export const GET = handler({ allow: EVERYONE }, async ({ session, params }) => ({ data: await getTableConfig(session, tableKey(params.table)) }));

export const PUT = handler({ allow: EVERYONE, body: tableConfigBody }, async ({ session, params, body }) => ({
  data: await saveTableConfig(session, tableKey(params.table), body),
  message: 'Table settings saved',
}));
