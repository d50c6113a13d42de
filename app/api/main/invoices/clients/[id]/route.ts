import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { invoicesContracts } from '@/lib/contracts/invoices';
import { saveClientBilling } from '@/lib/invoices/billing-setup';

export const PUT = handler(invoicesContracts.saveClient, async ({ db, session, params, body, ip }) => ({
  data: await saveClientBilling(db, session, idParam(params.id, 'company'), body, ip),
  message: say('done.invoices.billingSaved'),
}));
