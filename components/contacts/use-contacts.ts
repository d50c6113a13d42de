'use client';
import useSWR from 'swr';
import type { ContactDetail, ContactMessage, ContactRow, ContactSettings } from '@/lib/contacts/types';
import { contactPaths, getOnDemand, odKey, type ListBody, type OneBody } from './api';

export const useContactList = (path: string) => useSWR<ListBody<ContactRow>>(odKey(path), getOnDemand, { keepPreviousData: true });

/** One contact; the page's server-rendered copy shows at once and SWR keeps it fresh after changes. */
export const useContact = (id: string, initial?: ContactDetail) =>
  useSWR<OneBody<ContactDetail>>(odKey(contactPaths.one(id)), getOnDemand, { fallbackData: initial ? { data: initial } : undefined });

export const useContactSettings = (id: string) => useSWR<OneBody<ContactSettings>>(odKey(contactPaths.settings(id)), getOnDemand);
export const useConversation = (path: string) => useSWR<ListBody<ContactMessage>>(odKey(path), getOnDemand, { keepPreviousData: true });

/** Every cached read of one contact or of the contact lists, after a change. */
export const isContactKey = (key: unknown) => typeof key === 'string' && key.startsWith(odKey(contactPaths.list));
