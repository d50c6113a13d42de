import { handler } from '@/lib/http/handler';
import { invoicesContracts } from '@/lib/contracts/invoices';
import { listClientBilling } from '@/lib/invoices/billing-queries';

export const GET = handler(invoicesContracts.clients, async ({ db, session }) => ({ data: await listClientBilling(db, session.tenantId) }));
