import { PER_PAGE_OPTIONS } from '@/lib/browser/per-page';
import type { Params } from '@/lib/browser/use-url-query';
import { ASSIGNMENT_STATUSES, type AssignmentStatus } from '@/lib/onboarding/constants';
import { isUuid } from '@/lib/api/ids';

export const TABS = ['packets', 'assignments', 'document-types'] as const;
export type OnboardingTab = (typeof TABS)[number];
export const DEFAULT_PER_PAGE = 25;

const uuidOrNull = (v: string | null) => (isUuid(v) ? v : null);
const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/**
 * The screen's state in the URL: the tab, the open packet or assignment, and each list's filters, so a
 * reload or a shared link opens the same view. Malformed values fall back to defaults.
 */
export function parseOnboardingQuery(p: Params) {
  const tab = p.get('tab') as OnboardingTab;
  const status = p.get('status') as AssignmentStatus;
  const archived = p.get('archived');
  const perPage = Number(p.get('per_page'));
  return {
    tab: TABS.includes(tab) ? tab : 'packets',
    packet: uuidOrNull(p.get('packet')),
    packetSearch: (p.get('pq') ?? '').slice(0, 100),
    packetArchived: archived === 'archived' || archived === 'all' ? archived : 'active',
    packetPage: positive(p.get('ppage')),
    assignment: uuidOrNull(p.get('assignment')),
    packetFilter: uuidOrNull(p.get('packet_id')),
    status: ASSIGNMENT_STATUSES.includes(status) ? status : 'all',
    search: (p.get('q') ?? '').slice(0, 100),
    page: positive(p.get('page')),
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  } as const;
}

export type OnboardingQuery = ReturnType<typeof parseOnboardingQuery>;
