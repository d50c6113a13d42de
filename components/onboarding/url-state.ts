import type { inferParserType } from 'nuqs/server';
import { ASSIGNMENT_STATUSES } from '@/lib/onboarding/constants';
import { oneOfParam, pageParam, perPageParam, textParam, uuidParser } from '@/lib/url-state/params';

export const TABS = ['packets', 'assignments', 'document-types'] as const;
export type OnboardingTab = (typeof TABS)[number];
export { DEFAULT_PER_PAGE } from '@/lib/url-state/params';

/**
 * The screen's state in the URL: the tab, the open packet or assignment, and each list's filters, so a
 * reload or a shared link opens the same view. Malformed values read as defaults.
 */
export const onboardingParams = {
  tab: oneOfParam(TABS, 'packets'),
  packet: uuidParser,
  packetSearch: textParam(100),
  packetArchived: oneOfParam(['active', 'archived', 'all'] as const, 'active'),
  packetPage: pageParam,
  assignment: uuidParser,
  packetFilter: uuidParser,
  status: oneOfParam(ASSIGNMENT_STATUSES, 'all'),
  search: textParam(100),
  page: pageParam,
  perPage: perPageParam,
};
/** Where a value's URL name is not its own (the packet list's filters predate the assignments'). */
export const ONBOARDING_KEYS = {
  packetSearch: 'pq',
  packetPage: 'ppage',
  packetFilter: 'packet_id',
  packetArchived: 'archived',
  search: 'q',
} as const;

export type OnboardingQuery = inferParserType<typeof onboardingParams>;
