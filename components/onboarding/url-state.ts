import type { inferParserType } from 'nuqs/server';
import { ASSIGNMENT_STATUSES } from '@/lib/onboarding/constants';
import { listLoader, oneOfParam, pageParam, perPageParam, textParam, uuidParser } from '@/lib/url-state/params';

export const TABS = ['packets', 'assignments', 'document-types'] as const;
export type OnboardingTab = (typeof TABS)[number];
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
/** The server page's reader of the same state (the open tab's first page). */
export const loadOnboardingQuery = listLoader(onboardingParams, ONBOARDING_KEYS);

export type OnboardingQuery = inferParserType<typeof onboardingParams>;

/** The packet list shows a fixed page size beside the editor. */
export const PACKETS_PER_PAGE = 25;

/** GET /packets' query for the packet list. */
export const packetsListQuery = (q: OnboardingQuery) => ({
  archived: q.packetArchived,
  search: q.packetSearch || undefined,
  page: q.packetPage,
  per_page: PACKETS_PER_PAGE,
});

/** GET /assignments' query for the assignments tab. */
export const assignmentsListQuery = (q: OnboardingQuery) => ({
  packet_id: q.packetFilter ?? undefined,
  status: q.status === 'all' ? undefined : q.status,
  search: q.search || undefined,
  page: q.page,
  per_page: q.perPage,
});
