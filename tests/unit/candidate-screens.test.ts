import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiKey } from '@/lib/browser/typed-api';
import { candidatesRoutes as r } from '@/lib/contracts/routes/candidates';
import type { CandidateFile } from '@/lib/attachments/schema';
import type {
  Availability,
  CandidateApplication,
  CandidateDetail,
  CandidatePlacement,
  Exclusion,
  Preferences,
} from '@/lib/candidates/schema';
import type { CandidateMessage } from '@/lib/messages/schema';
import type { NoteRow } from '@/lib/notes/schema';
import { customFieldsRoutes } from '@/lib/contracts/routes/catalog';
import { workerBlocksRoutes } from '@/lib/contracts/routes/worker-blocks';
import type { WorkerBlock } from '@/lib/worker-blocks/schema';
import { nav } from '@/tests/support/navigation';
import { screenHarness } from '@/tests/support/render-screen';

// Renders the screens the way the server does (every lazy tab resolved), with realistic data in SWR's cache,
// so a crash or a missing translation key fails here rather than in front of a user.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const ID = '11111111-1111-4111-8111-111111111111';
const prefs: Preferences = {
  positions: ['Packer'],
  locations: ['Columbus'],
  min_pay_rate: 17,
  max_distance_miles: 25,
  shift_times: ['night'],
};
const candidate: CandidateDetail = {
  _id: ID,
  first_name: 'Ada',
  last_name: 'Lovelace',
  name: 'Ada Lovelace',
  email: 'ada@mail.test',
  phone: '+1 614 555 0100',
  city: 'Columbus',
  status: { _id: 's1', name: 'Active', color: '#16a34a' },
  status_id: 's1',
  has_placement: true,
  created_at: '2024-01-02T10:00:00.000Z',
  preferences: prefs,
  weekly_availability: { 0: [{ start: '08:00', end: '16:00' }] },
  custom_fields: { shirt_size: 'L', years: 3, forklift: true, note: null },
  rating: { average: 4.33, count: 3 },
};
const list = <T>(data: T[]) => ({ data, meta: { totalItems: data.length, total: data.length } });
const at = '2024-02-03T12:00:00.000Z';
const file = (kind: 'document' | 'resume'): CandidateFile => ({
  _id: `${kind}1`,
  candidate_id: ID,
  kind,
  filename: `${kind}.pdf`,
  content_type: 'application/pdf',
  size: 20480,
  document_type: kind === 'document' ? { _id: 'd1', name: 'I-9' } : null,
  created_at: at,
  download_path: `files/${kind}1`,
});
const notes: NoteRow[] = [
  {
    _id: 'n1',
    subject_type: 'candidate',
    subject_id: ID,
    body: 'Called',
    note_type: { _id: 't1', name: 'Phone call' },
    author_id: 'u1',
    author_name: 'Rita',
    created_at: at,
    can_delete: true,
  },
];
const fallback: Record<string, unknown> = {
  [apiKey(r.notes, { query: { subject_type: 'candidate', subject_id: ID, page: 1, per_page: 20 } })]: {
    data: notes,
    meta: { totalItems: 45 },
  },
  [apiKey(r.noteTypes)]: list([{ _id: 't1', name: 'Phone call' }]),
  [apiKey(r.messages, { params: { id: ID }, query: { per_page: 50 } })]: list<CandidateMessage>([
    { _id: 'm1', direction: 'outbound', channel: 'email', body: 'Hello', author_name: 'Rita', created_at: at },
  ]),
  [apiKey(r.files, { query: { candidate_id: ID, kind: 'document' } })]: list([file('document')]),
  [apiKey(r.files, { query: { candidate_id: ID, kind: 'resume' } })]: list([file('resume')]),
  [apiKey(r.placements, { params: { id: ID } })]: list<CandidatePlacement>([
    {
      _id: 'p1',
      company_id: 'co1',
      company_name: 'Northwind',
      location_name: 'Dock 1',
      position: 'Packer',
      start_date: '2024-01-08',
      end_date: null,
      status: 'active',
      bill_rate: 30,
      pay_rate: 20,
    },
  ]),
  [apiKey(r.applications, { params: { id: ID } })]: list<CandidateApplication>([
    {
      _id: 'a1',
      job_id: 'j1',
      job_title: 'Packer – Columbus',
      status: { _id: 'as', name: 'New', color: '#0284c7' },
      source: 'Website',
      created_at: at,
    },
  ]),
  [apiKey(r.exclusions, { params: { id: ID } })]: list<Exclusion>([
    { company_id: 'co2', company_name: 'Globex', reason: 'No-show', created_at: at },
  ]),
  [apiKey(r.availability, { params: { candidateId: ID } })]: {
    data: {
      weekly: candidate.weekly_availability,
      windows: [{ _id: 'w1', kind: 'unavailable', starts_at: at, ends_at: '2024-02-05T12:00:00.000Z', reason: 'Trip', created_at: at }],
    } satisfies Availability,
  },
  [apiKey(r.preferences, { params: { candidateId: ID } })]: { data: prefs },
  [apiKey(customFieldsRoutes.values, { params: { entity: 'candidate', entityId: ID } })]: {
    data: { fields: [], values: {}, extra: candidate.custom_fields },
  },
  // The details tab's "Client blocks" section (components/worker-blocks/client-blocks-section.tsx).
  [apiKey(workerBlocksRoutes.list, { query: { candidate_id: ID, per_page: 100 } })]: list<WorkerBlock>([
    {
      _id: '22222222-2222-4222-8222-222222222222',
      candidate_id: ID,
      candidate_name: 'Ada Lovelace',
      company_id: '33333333-3333-4333-8333-333333333333',
      company_name: 'Initech',
      location_id: null,
      location_name: null,
      reason: 'Left the site early',
      created_by: null,
      created_by_name: 'Rita',
      created_by_client: true,
      created_at: at,
    },
  ]),
};
const options = {
  statuses: [{ _id: 's1', name: 'Active', color: '#16a34a', is_default: true }],
  companies: [{ _id: 'co1', name: 'Northwind' }],
  documentTypes: [{ _id: 'd1', name: 'I-9' }],
};

const { render, missing } = screenHarness({ namespaces: ['candidates', 'catalog', 'workerBlocks'], fallback, pathname: '/candidates/c1' });

describe('candidate screens render', () => {
  const tabs = ['details', 'notes', 'messages', 'documents', 'placements', 'resume', 'availability', 'preferences', 'applications'];
  it.each(tabs)('the %s tab', async (tab) => {
    const { CandidateScreen } = await import('@/components/candidates/detail/candidate-screen');
    nav.search = new URLSearchParams(tab === 'details' ? '' : `tab=${tab}`);
    const html = await render(h(CandidateScreen, { initial: candidate, options }));
    expect(missing).toEqual([]);
    expect(html).toContain('Ada Lovelace');
    expect(html).toMatch(new RegExp(`aria-selected="true"[^>]*>${tab[0]!.toUpperCase()}${tab.slice(1)}<`, 'i'));
  });

  it("shows each tab's own data", async () => {
    const { CandidateScreen } = await import('@/components/candidates/detail/candidate-screen');
    const expectations: Record<string, string[]> = {
      details: ['shirt_size', 'Globex', 'No-show', 'Client blocks', 'Initech', 'Left the site early'],
      notes: ['Called', 'Phone call', 'Page 1 of 3'],
      messages: ['Hello', 'ada@mail.test'],
      documents: ['document.pdf', 'I-9', '20 kB'],
      placements: ['Northwind', 'Dock 1', '$30.00'],
      resume: ['resume.pdf', 'Replace the resume'],
      availability: ['Monday', '08:00', 'Trip', 'Next 7 days'],
      preferences: ['Packer', 'Columbus', 'Night'],
      applications: ['Packer – Columbus', 'Website'],
    };
    for (const [tab, texts] of Object.entries(expectations)) {
      nav.search = new URLSearchParams(`tab=${tab}`);
      const html = await render(h(CandidateScreen, { initial: candidate, options }));
      for (const text of texts) expect(html, `${tab}: ${text}`).toContain(text);
    }
    expect(missing).toEqual([]);
  });

  it("shows the worker's shift rating for staff once there is one, in every locale", async () => {
    const { CandidateScreen } = await import('@/components/candidates/detail/candidate-screen');
    expect(await render(h(CandidateScreen, { initial: candidate, options }))).toContain('4.3 of 5 from 3 rated shifts');
    expect(await render(h(CandidateScreen, { initial: candidate, options }), 'de')).toContain('4,3 von 5 aus 3 bewerteten Schichten');
    const unrated = await render(h(CandidateScreen, { initial: { ...candidate, rating: { average: null, count: 0 } }, options }));
    expect(unrated).not.toContain('of 5');
    for (const locale of ['ar', 'es', 'fr', 'it', 'ru', 'zh']) await render(h(CandidateScreen, { initial: candidate, options }), locale);
    expect(missing).toEqual([]);
  });

  it('the application view shows the applications and its six tabs', async () => {
    const { ApplicationScreen } = await import('@/components/applications/detail/application-screen');
    const html = await render(h(ApplicationScreen, { initial: candidate, options }));
    expect(missing).toEqual([]);
    expect(html).toContain('Packer – Columbus');
    expect(html.match(/role="tab"/g)).toHaveLength(6);
    expect(html).not.toMatch(/role="tab"[^>]*>Details</);
  });

  it('the list and the form', async () => {
    const { CandidatesScreen } = await import('@/components/candidates/list/candidates-screen');
    // The screen loads the form on the client (it carries zod); the form itself renders here.
    const { CandidateForm } = await import('@/components/candidates/form/candidate-form');
    fallback[apiKey(r.list, { query: { sort: 'last_name', page: 1, per_page: 25 } })] = list([candidate]);
    const listHtml = await render(h(CandidatesScreen, { statuses: options.statuses }));
    expect(listHtml).toContain('Lovelace, Ada');
    expect(listHtml).toContain('href="/candidates/update/new"');
    const formHtml = await render(h(CandidateForm, { candidate }));
    expect(formHtml).toContain('value="ada@mail.test"');
    expect(await render(h(CandidateForm, { candidate: null }))).toContain('Create candidate');
    expect(missing).toEqual([]);
  });
});

describe('candidate back link (issue 22)', () => {
  it('returns to the list it was opened from, filters kept; a back value off the list is the plain list', async () => {
    const { CandidateScreen } = await import('@/components/candidates/detail/candidate-screen');
    const backHref = (html: string) =>
      html.match(/href="([^"]*)"[^>]*>(?:<span[^>]*>←<\/span>)?All candidates/)?.[1]?.replace(/&amp;/g, '&');
    nav.search = new URLSearchParams({ back: '/candidates?status=active&q=ada&page=2' });
    expect(backHref(await render(h(CandidateScreen, { initial: candidate, options })))).toBe('/candidates?status=active&q=ada&page=2');
    nav.search = new URLSearchParams({ back: 'https://evil.example/candidates?q=x' });
    expect(backHref(await render(h(CandidateScreen, { initial: candidate, options })))).toBe('/candidates');
    nav.search = new URLSearchParams({ back: '/jobs-v2?status=open' });
    expect(backHref(await render(h(CandidateScreen, { initial: candidate, options })))).toBe('/candidates');
  });

  it('the application view returns to the application list it was opened from', async () => {
    const { ApplicationScreen } = await import('@/components/applications/detail/application-screen');
    const backHref = (html: string) =>
      html.match(/href="([^"]*)"[^>]*>(?:<span[^>]*>←<\/span>)?All applications/)?.[1]?.replace(/&amp;/g, '&');
    nav.search = new URLSearchParams({ back: '/applications?status=new&page=2' });
    expect(backHref(await render(h(ApplicationScreen, { initial: candidate, options })))).toBe('/applications?status=new&page=2');
    nav.search = new URLSearchParams({ back: '/candidates?status=new' });
    expect(backHref(await render(h(ApplicationScreen, { initial: candidate, options })))).toBe('/applications');
  });
});
