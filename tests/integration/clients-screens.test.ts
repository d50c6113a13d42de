import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiKey } from '@/lib/browser/typed-api';
import { LOCATIONS_KEY } from '@/lib/browser/use-locations';
import type { CompanyPlacement, CompanyRow, PositionRow } from '@/lib/companies/schema';
import type { ContactRow } from '@/lib/contacts/schema';
import { companiesRoutes } from '@/lib/contracts/routes/companies';
import { contactsRoutes } from '@/lib/contracts/routes/contacts';
import type { TicketRow } from '@/lib/helpdesk/schema';
import type { KioskRow } from '@/lib/kiosks/schema';
import type { OrderRow } from '@/lib/orders/schema';
import { screenHarness } from '@/tests/support/render-screen';

// The client modules' screens rendered the way the server does, from the first page a server page hands them
// or from SWR's cache under the typed client's keys: the company tabs on DataTable, the placement requests,
// the ticket center and the orders list. A crash, a wrong key or a missing translation fails here.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const at = '2030-01-02T10:00:00.000Z';
const CO = '11111111-1111-4111-8111-111111111111';
const LOC = '22222222-2222-4222-8222-222222222222';
const ID = '33333333-3333-4333-8333-333333333333';
const list = <T>(data: T[]) => ({ data, meta: { totalItems: data.length, total: data.length } });

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
const contact: ContactRow = {
  _id: ID,
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
  locations_count: 2,
  has_avatar: false,
  portal_access: true,
};
const placement: CompanyPlacement = {
  _id: ID,
  candidate_id: ID,
  candidate_name: 'Pat Picker',
  location_id: LOC,
  location_name: 'North Dock',
  position: 'Forklift Operator',
  start_date: '2030-01-06',
  end_date: null,
  bill_rate: 31.5,
  pay_rate: 21,
  status: 'active',
};
const kiosk: KioskRow = {
  _id: ID,
  company_id: CO,
  name: 'Front gate',
  location_id: LOC,
  location_name: 'North Dock',
  pin_hint: '42',
  created_at: at,
};
const position: PositionRow = { _id: ID, company_id: CO, name: 'Packer', bill_rate: 28, pay_rate: 19.5, archived_at: null };
const ticket: TicketRow = {
  _id: ID,
  number: 7,
  subject: 'Badge printer offline',
  status: 'open',
  priority: 'high',
  created_by: { _id: CO, name: 'Riley Recruiter' },
  created_at: at,
  updated_at: at,
  message_count: 2,
};
const order: OrderRow = {
  _id: ID,
  company_id: CO,
  company_name: 'Northwind Logistics',
  location_id: LOC,
  location_name: 'North Dock',
  position: 'Packer',
  headcount: 4,
  filled: 1,
  start_date: '2030-01-13',
  end_date: null,
  work_dates: null,
  bill_rate: 28,
  notes: null,
  status: 'partially_filled',
  created_by: null,
  created_by_name: 'Alex Admin',
  created_at: at,
};

const fallback: Record<string, unknown> = {
  [apiKey(contactsRoutes.list, { query: { company: CO, per_page: 100 } })]: list([contact]),
  [apiKey(companiesRoutes.placements, { params: { id: CO }, query: { status: 'all', page: 1, per_page: 25 } })]: list([placement]),
  [apiKey(companiesRoutes.kiosks, { params: { id: CO } })]: list([kiosk]),
  [apiKey(companiesRoutes.locations, { params: { id: CO } })]: list([]),
  [apiKey(companiesRoutes.positions, { params: { id: CO } })]: list([position]),
  [LOCATIONS_KEY]: { data: [{ _id: LOC, name: 'North Dock', company_id: CO, company_name: 'Northwind Logistics' }] },
};

const { render, missing } = screenHarness({
  namespaces: ['companies', 'contacts', 'orders', 'placements', 'supportCenter', 'timesheets'],
  fallback,
  pathname: '/companies',
});

describe('companies', () => {
  it('lists the first page the server rendered, with its industries to filter by', async () => {
    const { CompaniesScreen } = await import('@/components/companies/list/companies-screen');
    const initial = { ...list([company]), meta: { ...list([company]).meta, industries: ['Warehousing'] } };
    const html = await render(h(CompaniesScreen, { initial }));
    expect(html).toContain(`href="/company/${CO}"`);
    expect(html).toMatch(/data-testid="company-row"[\s\S]*Northwind Logistics[\s\S]*Warehousing/);
    expect(missing).toEqual([]);
  });

  it("shows a company's contacts, placements, kiosks and positions as tables", async () => {
    const tabs = await import('@/components/companies/tabs/contacts-tab');
    const { PlacementsTab } = await import('@/components/companies/tabs/placements-tab');
    const { KiosksTab } = await import('@/components/companies/tabs/kiosks-tab');
    const { PositionsTab } = await import('@/components/companies/tabs/positions-tab');
    const contacts = await render(h(tabs.ContactsTab, { companyId: CO }));
    expect(contacts).toMatch(/<table[\s\S]*href="\/contacts\/[^"]+"[^>]*>Casey Contact[\s\S]*Site manager[\s\S]*casey@northwind.test/);
    expect(contacts).toContain(`href="/contacts/new/update?company=${CO}"`);
    const placements = await render(h(PlacementsTab, { companyId: CO, currency: 'USD' }));
    expect(placements).toMatch(/<table[\s\S]*Pat Picker[\s\S]*Forklift Operator[\s\S]*North Dock[\s\S]*\$31\.50[\s\S]*\$21\.00/);
    const kiosks = await render(h(KiosksTab, { companyId: CO }));
    expect(kiosks).toMatch(/<table[\s\S]*Front gate[\s\S]*North Dock[\s\S]*••••(<!-- -->)?42/);
    const positions = await render(h(PositionsTab, { companyId: CO, currency: 'USD' }));
    expect(positions).toMatch(/<table[\s\S]*Packer[\s\S]*\$28\.00[\s\S]*\$19\.50/);
    expect(positions).toContain('aria-label="Edit Packer"');
    expect(missing).toEqual([]);
  });
});

describe('orders and support', () => {
  it('lists the orders of the first page the server rendered', async () => {
    const { OrdersScreen } = await import('@/components/orders/orders-screen');
    const counts = { all: 1, open: 1, partially_filled: 0, filled: 0, cancelled: 0 };
    const orders = { ...list([order]), meta: { ...list([order]).meta, counts } };
    const html = await render(
      h(OrdersScreen, {
        isClient: false,
        canCreate: true,
        currency: 'USD',
        label: { label: 'Orders', singular: 'Order', plural: 'Orders', renamed: false },
        positions: [],
        initial: { orders },
      }),
    );
    expect(html).toMatch(/data-testid="order-row"[\s\S]*Packer[\s\S]*Northwind Logistics[\s\S]*North Dock/);
    expect(missing).toEqual([]);
  });

  it('lists placement requests, each with a way to make it an order', async () => {
    const { RequestsList } = await import('@/components/orders/requests-list');
    const { makeFormat } = await import('@/lib/browser/format');
    const request = {
      _id: ID,
      company_name: 'Bluebird Foods',
      contact_name: 'Jo Planner',
      email: 'jo@bluebird.test',
      phone: null,
      position: 'Packer',
      position_other: null,
      headcount: 3,
      start_date: '2030-01-20',
      end_date: null,
      work_dates: null,
      location: 'Dock 2',
      notes: null,
      confirmed_at: at,
      created_at: at,
    };
    const html = await render(h(RequestsList, { fmt: makeFormat('en', 'USD'), onCreateOrder: () => {}, initial: list([request]) }));
    expect(html).toMatch(/<table[\s\S]*Bluebird Foods[\s\S]*Jo Planner[\s\S]*jo@bluebird.test[\s\S]*Dock 2/);
    expect(html).toContain('aria-label="Create an order from the request of Bluebird Foods for Packer"');
    expect(missing).toEqual([]);
  });

  it('shows the ticket center from the first page the server rendered', async () => {
    const { SupportCenterScreen } = await import('@/components/support-center/support-center-screen');
    const counts = { all: 1, open: 1, pending: 0, resolved: 0, closed: 0 };
    const initialTickets = { ...list([ticket]), meta: { ...list([ticket]).meta, counts } };
    const html = await render(h(SupportCenterScreen, { isAdmin: true, initialUrl: null, initialTickets }));
    expect(html).toMatch(/data-testid="ticket-row"[\s\S]*#7[\s\S]*Badge printer offline[\s\S]*Riley Recruiter/);
    expect(missing).toEqual([]);
  });
});
