import { callApi, type BodyOf } from '@/lib/browser/typed-api';
import { helpdeskRoutes as h } from '@/lib/contracts/routes/helpdesk';
import { invalidate } from '@/lib/browser/invalidate';

export const helpdeskApi = {
  createTicket: (body: BodyOf<typeof h.createTicket>) => callApi(h.createTicket, { body }),
  updateTicket: (id: string, body: BodyOf<typeof h.updateTicket>) => callApi(h.updateTicket, { params: { id }, body }),
  reply: (id: string, body: string) => callApi(h.reply, { params: { id }, body: { body } }),
  saveSettings: (url: string | null) => callApi(h.saveSettings, { body: { url } }),
  /** Marks the given entries read, or all of them without ids. */
  markWhatsNewRead: (ids?: string[]) => callApi(h.markWhatsNewRead, { body: ids ? { ids } : {} }),
};

/** Refetch every cached ticket read (lists, counts and open threads) after a change. */
export const revalidateTickets = () => invalidate(h.tickets, h.ticket);
