import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationRow } from '@/lib/applications/schema';
import { apiKey } from '@/lib/browser/typed-api';
import type { CareerResourceRow } from '@/lib/career-resources/schema';
import { careerResourcesRoutes } from '@/lib/contracts/routes/career-resources';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import type { AssignmentRow, DocumentTypeRow, PacketRow } from '@/lib/onboarding/schema';
import type { ReferralRow } from '@/lib/referrals/schema';
import { nav } from '@/tests/support/navigation';
import { screenHarness } from '@/tests/support/render-screen';

// The list screens the server pages seed with their first page (`initial`): rendered the way the server does with
// nothing in SWR's cache for the list, the rows must come from the seed, and every text must exist in the catalogue.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const at = '2030-01-02T10:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const list = <T>(data: T[]) => ({ data, meta: { totalItems: data.length, total: data.length } });

const application: ApplicationRow = {
  _id: id(1),
  candidate_id: id(2),
  candidate_name: 'Ada Lovelace',
  candidate_email: 'ada@mail.test',
  job_id: id(3),
  job_title: 'Forklift driver',
  job_position: 'Forklift Operator',
  job_pay_rate: 19,
  company_id: null,
  location_id: null,
  status_id: id(4),
  status_name: 'Interview',
  status_color: '#0284c7',
  placement_id: null,
  source: 'Website',
  cover_note: null,
  created_at: at,
  updated_at: at,
};
const referral: ReferralRow = {
  _id: id(5),
  referrer: { _id: id(6), name: 'Rita Referrer', email: 'rita@mail.test' },
  referred: { candidate_id: null, name: 'Otto Outsider', email: null, phone: null },
  status: null,
  bonus_rule: null,
  bonus_amount: 250,
  bonus_state: 'pending',
  bonus_paid_at: null,
  created_at: at,
  updated_at: at,
};
const resource: CareerResourceRow = {
  _id: id(7),
  kind: 'article',
  category: { _id: id(8), name: 'Interviews' },
  title: 'Your first day',
  summary: 'What to bring',
  url: null,
  position: 1,
  published: true,
  published_at: at,
  created_at: at,
  updated_at: at,
};
const packet: PacketRow = {
  _id: id(9),
  name: 'Warehouse starter',
  description: null,
  archived_at: null,
  created_at: at,
  item_count: 3,
  assigned_count: 6,
  completed_count: 2,
};
const assignment: AssignmentRow = {
  _id: id(10),
  packet_id: packet._id,
  packet_name: packet.name,
  candidate_id: id(2),
  candidate_name: 'Grace Hopper',
  candidate_email: 'grace@mail.test',
  due_date: '2030-01-09',
  completed_at: null,
  created_at: at,
  status: 'pending',
  progress: { done: 1, total: 3 },
};
const documentType: DocumentTypeRow = { _id: id(11), name: 'Photo ID', archived_at: null, item_count: 2 };

const fallback: Record<string, unknown> = {
  [apiKey(careerResourcesRoutes.categories)]: list([{ _id: id(8), name: 'Interviews', position: 1, resource_count: 1 }]),
  [apiKey(onboardingRoutes.documentTypes, { query: { archived: 'all' } })]: list([documentType]),
};

const { render, missing } = screenHarness({
  namespaces: ['applications', 'careerResources', 'candidates', 'onboarding', 'referrals', 'statuses'],
  fallback,
});

describe('seeded list screens render their first page', () => {
  it('applications: the row, its status in the kit select, and the place action', async () => {
    const { ApplicationsScreen } = await import('@/components/applications/applications-screen');
    const html = await render(h(ApplicationsScreen, { canManage: true, initial: list([application]) }));
    expect(missing).toEqual([]);
    expect(html).toContain('data-testid="application-row"');
    expect(html).toContain('Ada Lovelace');
    expect(html).toMatch(/role="combobox"[^>]*aria-label="Status of Ada Lovelace"[^>]*><span class="truncate">Interview<\/span>/);
    expect(html).toContain('Place Ada Lovelace');
  });

  it('applications: a placed application shows it is placed and offers no second Place (issue 22 §3)', async () => {
    const { ApplicationsScreen } = await import('@/components/applications/applications-screen');
    const placed = { ...application, placement_id: id(9) };
    const html = await render(h(ApplicationsScreen, { canManage: true, initial: list([placed]) }));
    expect(missing).toEqual([]);
    expect(html).toContain('Ada Lovelace is placed');
    expect(html).not.toContain('Place Ada Lovelace');
  });

  it('candidate statuses: the form and row say whether a status blocks placing (issue 22 §4)', async () => {
    const { StatusOptionForm } = await import('@/components/statuses/status-option-form');
    const { StatusOptionRow } = await import('@/components/statuses/status-option-row');
    const initial = { name: 'Do not place', color: '#dc2626', placeable: false };
    const form = await render(h(StatusOptionForm, { initial, withPlaceable: true, submitLabel: 'Save', onSubmit: async () => true }));
    expect(missing).toEqual([]);
    expect(form).toMatch(/<input[^>]*type="checkbox"[^>]*checked=""[^>]*\/><label[^>]*>Not placeable<\/label>/);
    expect(form).toContain('Candidates in this status cannot be placed, invited to shifts or assigned.');
    const other = await render(h(StatusOptionForm, { initial, submitLabel: 'Save', onSubmit: async () => true }));
    expect(other).not.toContain('Not placeable');
    const option = { _id: id(7), kind: 'candidate' as const, position: 3, is_default: false, archived_at: null, ...initial };
    const row = await render(
      h(StatusOptionRow, {
        option,
        canEdit: true,
        withPlaceable: true,
        onSave: async () => true,
        onDefault: () => {},
        onArchive: () => {},
      }),
    );
    expect(row).toContain('Not placeable');
  });

  it('referrals: the row with its bonus', async () => {
    const { ReferralsScreen } = await import('@/components/referrals/referrals-screen');
    const html = await render(h(ReferralsScreen, { currency: 'USD', initial: list([referral]) }));
    expect(missing).toEqual([]);
    expect(html).toContain('data-testid="referral-row"');
    expect(html).toContain('Otto Outsider');
    expect(html).toContain('$250.00');
  });

  it('career resources: the row in its category, and the category filter', async () => {
    const { CareerResourcesScreen } = await import('@/components/career-resources/career-resources-screen');
    nav.search = new URLSearchParams(`category=${id(8)}`);
    const html = await render(h(CareerResourcesScreen, { initial: list([resource]) }));
    expect(missing).toEqual([]);
    expect(html).toContain('data-testid="resource-row"');
    expect(html).toContain('Your first day');
    // The filter's trigger names the category the URL chose.
    expect(html).toMatch(/role="combobox"[^>]*><span class="truncate">Interviews<\/span>/);
  });

  it('onboarding: the packets of the default tab, or the assignments of a link to that tab', async () => {
    const { OnboardingScreen } = await import('@/components/onboarding/onboarding-screen');
    const packets = await render(h(OnboardingScreen, { initial: { packets: list([packet]) } }));
    expect(packets).toContain('data-testid="packet-row"');
    expect(packets).toContain('Warehouse starter');
    nav.search = new URLSearchParams('tab=assignments');
    const assignments = await render(h(OnboardingScreen, { initial: { assignments: list([assignment]) } }));
    expect(assignments).toContain('Grace Hopper');
    expect(assignments).toContain('1 of 3');
    expect(missing).toEqual([]);
  });

  it('onboarding document types: one table row per type, with its actions', async () => {
    const { DocumentTypesTab } = await import('@/components/onboarding/document-types/document-types-tab');
    const html = await render(h(DocumentTypesTab));
    expect(missing).toEqual([]);
    expect(html).toContain('<caption class="sr-only">Document types</caption>');
    expect(html).toContain('Photo ID');
    expect(html).toContain('aria-label="Rename Photo ID"');
    expect(html).toContain('aria-label="Archive Photo ID"');
  });
});
