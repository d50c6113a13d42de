'use client';
import { useApi } from '@/lib/browser/typed-api';
import { contactsRoutes as c } from '@/lib/contracts/routes/contacts';
import type { ContactDetail } from '@/lib/contacts/schema';

/** One contact; the page's server-rendered copy shows at once and SWR keeps it fresh after changes. */
export const useContact = (id: string, initial?: ContactDetail) =>
  useApi(c.get, { params: { id } }, { fallbackData: initial ? { data: initial } : undefined });

export const useContactSettings = (id: string) => useApi(c.settings, { params: { id } });
export const useConversation = (id: string, query: { page: number; per_page: number }) =>
  useApi(c.conversation, { params: { id }, query }, { keepPreviousData: true });
