import type { ScopedMutator } from 'swr';
import { api } from '@/lib/browser/api';
import { callApi } from '@/lib/browser/typed-api';
import { helpdeskRoutes } from '@/lib/contracts/routes/helpdesk';

/** API paths of the support center (main service); SWR keys are these paths plus their query. */
export const URL_PATH = 'helpdesk/url';
export const SETTINGS_PATH = 'helpdesk/settings';
export const WHATS_NEW_PATH = 'helpdesk/whats-new';
export const TICKETS_PATH = 'helpdesk/tickets';
export const ticketPath = (id: string) => `${TICKETS_PATH}/${encodeURIComponent(id)}`;

/** Refetch every cached ticket read (lists, counts and open threads) after a change. */
export const revalidateTickets = (mutate: ScopedMutator) => mutate((key) => typeof key === 'string' && key.startsWith(TICKETS_PATH));

/** SPEC §7 says POST for the helpdesk address; SWR may key a POST as well as a GET. */
export const postMain = <T>(key: string) => api.post<T>('main', key);

/** Marks the given entries read, or all of them without ids. */
export const markWhatsNewRead = (ids?: string[]) => callApi(helpdeskRoutes.markWhatsNewRead, { body: ids ? { ids } : {} });
