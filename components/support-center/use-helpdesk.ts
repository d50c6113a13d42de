'use client';
import { useApi, type ResultOf } from '@/lib/browser/typed-api';
import { helpdeskRoutes as h } from '@/lib/contracts/routes/helpdesk';

/**
 * The configured helpdesk (server-rendered first, so the page never flashes the wrong view). SPEC §7 says POST
 * for this read; SWR keys it by its address like any other.
 */
export const useHelpdeskUrl = (initial: string | null) =>
  useApi(h.url, {}, { fallbackData: { data: { url: initial } }, revalidateOnFocus: false, revalidateOnMount: false });

export const useHelpdeskSettings = () => useApi(h.settings, {}, { revalidateOnFocus: false });

export const useWhatsNew = () => useApi(h.whatsNew, {});

export type TicketList = ResultOf<typeof h.tickets>;

/** A missing or someone else's ticket will not come back, so a failure is not retried. */
export const useTicket = (id: string | null) => useApi(h.ticket, id ? { params: { id } } : null, { shouldRetryOnError: false });
