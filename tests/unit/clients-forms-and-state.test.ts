import { describe, expect, it } from 'vitest';
import {
  loadOrderQuery,
  orderListQuery,
  placementListQuery,
  loadPlacementQuery,
  requestListQuery,
} from '@/components/placements/url-state';
import { loadTodosQuery, todosListQuery } from '@/components/todos/query';
import { routeFormSchema, textsOf, type RouteTexts, type StopTexts } from '@/components/transport-routes/editor/route-form';
import { MAX_STOPS } from '@/lib/transport-routes/schema';
import type { RouteDetail } from '@/lib/transport-routes/schema';

const url = (q: string) => new URLSearchParams(q);
const ID = '0b6f3a0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const LOC = '1c7a4b1f-2d3e-4f60-9bac-1d2e3f4a5b6c';

const pickup = (label: string, arrives_at = ''): StopTexts => ({
  location_id: null,
  location_name: null,
  company_name: null,
  label,
  arrives_at,
});
const site = (over: Partial<StopTexts> = {}): StopTexts => ({
  location_id: LOC,
  location_name: 'North Dock',
  company_name: 'Northwind',
  label: '',
  arrives_at: '',
  ...over,
});
const texts = (over: Partial<RouteTexts> = {}): RouteTexts => ({
  name: 'Morning shuttle',
  driver: '',
  vehicle: ' ',
  notes: '',
  active: true,
  stops: [pickup('Central station', '05:40'), site()],
  ...over,
});
const refused = (t: RouteTexts) => {
  const r = routeFormSchema.safeParse(t);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('the transport route form', () => {
  it('sends blank text as none and keeps the stops in their order', () => {
    const r = routeFormSchema.safeParse(texts());
    expect(r.success && r.data).toEqual({
      name: 'Morning shuttle',
      driver: null,
      vehicle: null,
      notes: null,
      active: true,
      stops: [
        { location_id: null, label: 'Central station', arrives_at: '05:40' },
        { location_id: LOC, label: null, arrives_at: null },
      ],
    });
  });

  it("refuses what the API refuses, on the API's paths", () => {
    expect(refused(texts({ name: ' ' }))).toEqual(['name']);
    expect(refused(texts({ stops: [] }))).toEqual(['stops']);
    expect(refused(texts({ stops: [site(), pickup(''), site({ arrives_at: '25:00' })] }))).toEqual(['stops.1.label', 'stops.2.arrives_at']);
  });

  it(`takes up to ${MAX_STOPS} stops`, () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => pickup(`Stop ${i + 1}`));
    expect(refused(texts({ stops: many(MAX_STOPS) }))).toEqual([]);
    expect(refused(texts({ stops: many(MAX_STOPS + 1) }))).toEqual(['stops']);
  });

  it("shows a location stop's server-filled name as the placeholder, not as its text", () => {
    const at = '2030-01-02T10:00:00.000Z';
    const route: RouteDetail = {
      _id: ID,
      name: 'Night',
      driver: null,
      vehicle: 'Van',
      notes: null,
      active: false,
      stop_count: 2,
      first_stop: 'Gate',
      last_stop: 'North Dock',
      created_at: at,
      updated_at: at,
      stops: [
        {
          _id: 's1',
          location_id: LOC,
          location_name: 'North Dock',
          company_name: 'Northwind',
          label: 'North Dock',
          position: 0,
          arrives_at: null,
        },
        {
          _id: 's2',
          location_id: LOC,
          location_name: 'North Dock',
          company_name: 'Northwind',
          label: 'Back gate',
          position: 1,
          arrives_at: '06:10',
        },
      ],
    };
    expect(textsOf(route)).toEqual({
      name: 'Night',
      driver: '',
      vehicle: 'Van',
      notes: '',
      active: false,
      stops: [site(), site({ label: 'Back gate', arrives_at: '06:10' })],
    });
    expect(textsOf()).toEqual({ name: '', driver: '', vehicle: '', notes: '', active: true, stops: [] });
  });
});

describe('client module list URLs', () => {
  it('reads the to-do assignee as me, everyone or a user, anything else as me', () => {
    expect(loadTodosQuery(url('assignee=bob&state=nope'))).toMatchObject({ assignee: 'me', state: 'open' });
    expect(loadTodosQuery(url('assignee=all')).assignee).toBe('all');
    expect(todosListQuery(loadTodosQuery(url(`assignee=${ID}&q=dock&page=2`)))).toEqual({
      state: 'open',
      assignee: ID,
      search: 'dock',
      page: 2,
      per_page: 25,
    });
  });

  it('asks the placements and orders APIs for what the URL says, the open row aside', () => {
    const placements = loadPlacementQuery(url(`id=${ID}&company=x&status=ended&position=Picker&date=2030-02-30`));
    expect(placements.open).toBe(ID);
    expect(placementListQuery(placements)).toEqual({
      company_id: undefined,
      location_id: undefined,
      date: undefined,
      search: undefined,
      status: 'ended',
      position: 'Picker',
      page: 1,
      per_page: 25,
      sort: '-start_date',
    });
    // The header's sort rides in the URL as the API words it; an unknown one is the default.
    expect(placementListQuery(loadPlacementQuery(url('sort=candidate'))).sort).toBe('candidate');
    expect(placementListQuery(loadPlacementQuery(url('sort=-pay_rate'))).sort).toBe('-start_date');
    const orders = loadOrderQuery(url(`view=requests&status=filled&location=${ID}&page=3&per_page=50`));
    expect(orderListQuery(orders)).toMatchObject({ status: 'filled', location_id: ID, page: 3, per_page: 50 });
    // The requests view pages through the same page and size, and takes no order filter.
    expect(requestListQuery(orders)).toEqual({ page: 3, per_page: 50 });
  });
});
