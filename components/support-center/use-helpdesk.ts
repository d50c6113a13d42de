'use client';
import useSWR from 'swr';
import { getMain } from '@/lib/browser/api';
import type { ListMeta } from '@/lib/browser/lists';
import type { HelpdeskSettings, TicketCounts, TicketDetail, TicketRow, WhatsNewItem } from '@/lib/helpdesk/types';
import { postMain, SETTINGS_PATH, ticketPath, URL_PATH, WHATS_NEW_PATH } from './api';

type UrlBody = { data: { url: string | null } };

/** The configured helpdesk (server-rendered first, so the page never flashes the wrong view). */
export const useHelpdeskUrl = (initial: string | null) =>
  useSWR<UrlBody>(URL_PATH, postMain, { fallbackData: { data: { url: initial } }, revalidateOnFocus: false, revalidateOnMount: false });

export const useHelpdeskSettings = () => useSWR<{ data: HelpdeskSettings }>(SETTINGS_PATH, getMain, { revalidateOnFocus: false });

export const useWhatsNew = () => useSWR<{ data: WhatsNewItem[]; meta: { unread: number } }>(WHATS_NEW_PATH, getMain);

export type TicketList = { data: TicketRow[]; meta: ListMeta & { counts: TicketCounts } };
export const useTicketList = (key: string) => useSWR<TicketList>(key, getMain, { keepPreviousData: true });

/** A missing or someone else's ticket will not come back, so a failure is not retried. */
export const useTicket = (id: string | null) =>
  useSWR<{ data: TicketDetail }>(id ? ticketPath(id) : null, getMain, { shouldRetryOnError: false });
