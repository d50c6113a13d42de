import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyRow } from '@/lib/companies/schema';
import type { ContactDetail } from '@/lib/contacts/schema';
import type { JobRow } from '@/lib/jobs/schema';
import { useDetailHref } from '@/lib/url-state/use-back';
import { nav } from '@/tests/support/navigation';
import { screenHarness } from '@/tests/support/render-screen';

// Detail screens opened from a list go back to that list as it was (issue 22): the list's row links carry
// its query string as `back`, and the detail's back link reads it, kept to a path of that list.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const { render, missing } = screenHarness({
  namespaces: ['jobs', 'companies', 'contacts', 'catalog'],
  fallback: {},
  pathname: '/jobs-v2/j1',
});
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('list row links carry the list', () => {
  function Row({ list, detail }: { list: string; detail: string }) {
    return h('a', { href: useDetailHref(list)(detail) }, 'open');
  }

  it.each([
    ['/jobs-v2', '/jobs-v2/j1'],
    ['/candidates', '/candidates/c1'],
  ])('from %s', async (list, detail) => {
    nav.search = new URLSearchParams('status=open&q=fork+lift&page=3');
    const href = hrefs(await render(h(Row, { list, detail })))[0]!;
    const url = new URL(href, 'https://portal.example');
    expect(url.pathname).toBe(detail);
    expect(url.searchParams.get('back')).toBe(`${list}?status=open&q=fork+lift&page=3`);
    nav.search = new URLSearchParams();
    expect(hrefs(await render(h(Row, { list, detail })))).toEqual([detail]);
  });
});

describe('the job screens go back to the job list as it was', () => {
  it("the job's Edit keeps the list, so the editor's back link returns to it", async () => {
    const { JobActions } = await import('@/components/jobs/job-actions');
    const job: JobRow = {
      _id: 'j1',
      title: 'Forklift operator',
      description: '',
      position: 'Forklift Operator',
      category: null,
      employment_type: 'FULL_TIME',
      pay_rate_min: null,
      pay_rate_max: null,
      status: 'draft',
      published_at: null,
      valid_through: null,
      company_id: null,
      company_name: null,
      location_id: null,
      location_name: null,
      application_count: 0,
      created_at: '2030-01-02T10:00:00.000Z',
      updated_at: '2030-01-02T10:00:00.000Z',
    };
    nav.search = new URLSearchParams({ back: '/jobs-v2?status=draft' });
    const edit = hrefs(await render(h(JobActions, { job }))).find((href) => href.includes('/update'));
    expect(edit).toBe(`/jobs-v2/j1/update?back=${encodeURIComponent('/jobs-v2?status=draft')}`);
  });

  it.each([
    ['/jobs-v2?status=closed&sort=-created_at', '/jobs-v2?status=closed&sort=-created_at'],
    ['//evil.example/jobs-v2', '/jobs-v2'],
    ['/candidates?q=x', '/jobs-v2'],
    ['', '/jobs-v2'],
  ])('back=%j → %s', async (back, expected) => {
    const { BackToJobs } = await import('@/components/jobs/job-detail');
    nav.search = new URLSearchParams({ back });
    expect(hrefs(await render(h(BackToJobs, { label: 'All jobs' })))).toEqual([expected]);
    expect(missing).toEqual([]);
  });
});

const at = '2030-01-02T10:00:00.000Z';
const CO = '11111111-1111-4111-8111-111111111111';
const company: CompanyRow = {
  _id: CO,
  name: 'Northwind Logistics',
  industry: 'Warehousing',
  phone: null,
  address: null,
  status: 'active',
  created_at: at,
  locations_count: 2,
  contacts_count: 1,
  active_placements: 3,
};
const contact: ContactDetail = {
  _id: '33333333-3333-4333-8333-333333333333',
  company_id: CO,
  company_name: 'Northwind Logistics',
  first_name: 'Casey',
  last_name: 'Contact',
  name: 'Casey Contact',
  email: 'casey@northwind.test',
  phone: null,
  title: 'Site manager',
  archived_at: null,
  created_at: at,
  locations_count: 0,
  has_avatar: false,
  portal_access: true,
  locations: [],
};

describe('the company and contact screens go back to their list as it was', () => {
  const backOf = (html: string, label: string) => html.match(new RegExp(`href="([^"]*)"[^>]*>${label}`))?.[1]?.replace(/&amp;/g, '&');

  it.each([
    ['/companies?status=inactive&q=north&page=2', '/companies?status=inactive&q=north&page=2'],
    ['https://evil.example/companies', '/companies'],
    ['/contacts?q=x', '/companies'],
  ])('company: back=%j → %s', async (back, expected) => {
    const { CompanyScreen } = await import('@/components/companies/detail/company-screen');
    nav.search = new URLSearchParams({ back });
    const html = await render(h(CompanyScreen, { initial: company, currency: 'USD', canManageStatuses: false }));
    expect(backOf(html, '← All companies')).toBe(expected);
  });

  it.each([
    ['/contacts?status=archived&sort=name', '/contacts?status=archived&sort=name'],
    ['/\\evil.example/contacts', '/contacts'],
    ['/companies?q=x', '/contacts'],
  ])('contact: back=%j → %s', async (back, expected) => {
    const { ContactScreen } = await import('@/components/contacts/detail/contact-screen');
    nav.search = new URLSearchParams({ back });
    const html = await render(h(ContactScreen, { initial: contact }));
    expect(backOf(html, '← All contacts')).toBe(expected);
  });
});
