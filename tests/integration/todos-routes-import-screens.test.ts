import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiKey } from '@/lib/browser/typed-api';
import { LOCATIONS_KEY } from '@/lib/browser/use-locations';
import { todosRoutes } from '@/lib/contracts/routes/todos';
import { transportRoutesRoutes } from '@/lib/contracts/routes/transport-routes';
import type { ImportPreview } from '@/lib/import/schema';
import type { TodoRow } from '@/lib/todos/schema';
import type { RouteDetail } from '@/lib/transport-routes/schema';
import { screenHarness } from '@/tests/support/render-screen';

// The screens of the routes, to-dos, import and admin onboarding modules rendered the way the server does,
// with data in SWR's cache, so a crash or a missing translation key fails here rather than in front of a user.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const at = '2030-01-02T10:00:00.000Z';
const ME = '11111111-1111-4111-8111-111111111111';
const LOC = '22222222-2222-4222-8222-222222222222';
const route: RouteDetail = {
  _id: '33333333-3333-4333-8333-333333333333',
  name: 'Morning shuttle',
  driver: 'Dana',
  vehicle: 'Van 12',
  notes: null,
  active: true,
  stop_count: 2,
  first_stop: 'Central station',
  last_stop: 'North Dock',
  created_at: at,
  updated_at: at,
  stops: [
    { _id: 's1', location_id: null, location_name: null, company_name: null, label: 'Central station', position: 0, arrives_at: '05:40' },
    {
      _id: 's2',
      location_id: LOC,
      location_name: 'North Dock',
      company_name: 'Northwind',
      label: 'North Dock',
      position: 1,
      arrives_at: null,
    },
  ],
};
const todo = (over: Partial<TodoRow>): TodoRow => ({
  _id: 't1',
  title: 'Call the warehouse',
  notes: 'About Monday',
  assignee_id: ME,
  assignee_name: 'Riley Recruiter',
  due_date: '2030-01-01',
  done: false,
  done_at: null,
  overdue: true,
  created_by_name: 'Alex Admin',
  created_at: at,
  updated_at: at,
  ...over,
});
const list = <T>(data: T[], meta: Record<string, unknown> = {}) => ({
  data,
  meta: { totalItems: data.length, total: data.length, ...meta },
});
const fallback: Record<string, unknown> = {
  [apiKey(transportRoutesRoutes.list, { query: { page: 1, per_page: 25 } })]: list([route]),
  [apiKey(transportRoutesRoutes.get, { params: { id: route._id } })]: { data: route },
  [LOCATIONS_KEY]: { data: [{ _id: LOC, name: 'North Dock', company_id: 'c1', company_name: 'Northwind' }] },
  [apiKey(todosRoutes.list, { query: { state: 'open', assignee: 'me', page: 1, per_page: 25 } })]: list(
    [todo({}), todo({ _id: 't2', title: 'Plan the visit', overdue: false, due_date: null })],
    { counts: { open: 2, overdue: 1, done: 4 } },
  ),
  [apiKey(todosRoutes.assignees)]: list([
    { _id: ME, username: 'Riley Recruiter', email: 'r@x.test' },
    { _id: 'u2', username: 'Alex Admin', email: 'a@x.test' },
  ]),
};

const { render, missing } = screenHarness({
  namespaces: ['dataImport', 'transportRoutes', 'todos', 'onboarding'],
  fallback,
  pathname: '/todos',
});

describe('transport route screens', () => {
  it('lists routes with their stop counts and path', async () => {
    const { RoutesScreen } = await import('@/components/transport-routes/list/routes-screen');
    const html = await render(h(RoutesScreen));
    expect(html).toContain(`href="/routes/${route._id}"`);
    expect(html).toContain('Central station → North Dock');
    expect(html).toContain('href="/routes/new"');
    expect(missing).toEqual([]);
  });

  it('edits a route: stops in order with move buttons and the numbered diagram', async () => {
    const { RouteEditor } = await import('@/components/transport-routes/editor/route-editor');
    const html = await render(h(RouteEditor, { route }));
    expect(html).toContain('value="Morning shuttle"');
    expect(html).toContain('Move Central station up');
    expect(html).toContain('placeholder="North Dock"');
    expect(html).toMatch(/Route diagram[\s\S]*Central station[\s\S]*05:40[\s\S]*North Dock[\s\S]*Northwind/);
    expect(html).toContain('Delete route');
    expect(await render(h(RouteEditor, {}))).toContain('Create route');
    expect(missing).toEqual([]);
  });
});

describe('to-do screen', () => {
  it('shows counted tabs, the quick-add and overdue to-dos highlighted', async () => {
    const { TodosScreen } = await import('@/components/todos/todos-screen');
    const html = await render(h(TodosScreen, { me: ME }));
    expect(html).toContain('Open (2)');
    expect(html).toContain('Overdue (1)');
    expect(html).toContain('Call the warehouse');
    expect(html).toContain('Will be assigned to you');
    expect(html).toMatch(/border-red-300[^>]*>[\s\S]*?Call the warehouse/);
    expect(html).toContain('No due date');
    expect(missing).toEqual([]);
  });

  it('renders the edit dialog and the empty states', async () => {
    const { TodoResults } = await import('@/components/todos/todo-results');
    const query = { state: 'overdue' as const, assignee: 'me', q: '', page: 1, perPage: 25 as const };
    const html = await render(
      h(TodoResults, {
        rows: [],
        total: 0,
        pages: 1,
        query,
        data: { data: [], meta: { totalItems: 0, total: 0, counts: { open: 0, overdue: 0, done: 0 } } },
        error: null,
        stale: false,
        onRetry: () => {},
        update: () => {},
        onToggle: () => {},
        onEdit: () => {},
        onDelete: () => {},
      }),
    );
    expect(html).toContain('Nothing overdue');
    expect(missing).toEqual([]);
  });
});

describe('admin import and onboarding tabs', () => {
  it('shows the chosen entity (candidates first), its columns and a template', async () => {
    const { ImportTab } = await import('@/components/admin/import/import-tab');
    const html = await render(h(ImportTab));
    // The entity picker is the kit Select: its options render when it opens (e2e/ui-kit.spec.ts), the trigger names the choice.
    expect(html).toMatch(/role="combobox"[^>]*>[^]*?<span class="truncate">Candidates<\/span>/);
    expect(html).toContain('download="candidates-template.csv"');
    expect(html).toContain(encodeURIComponent('first_name,last_name,email,phone,city'));
    expect(missing).toEqual([]);
  });

  it('shows the mapping, the errors and the first rows of a preview', async () => {
    const { ColumnMap, PreviewTable } = await import('@/components/admin/import/preview-table');
    const { ErrorList } = await import('@/components/admin/import/error-list');
    const preview: ImportPreview = {
      entity: 'candidates',
      delimiter: ';',
      missing_required: ['email'],
      total: 2,
      error_rows: 1,
      columns: [
        { header: 'First Name', field: 'first_name' },
        { header: 'Shoe size', field: null },
      ],
      rows: [
        { row: 2, values: { first_name: 'Ada' } },
        { row: 3, values: { first_name: '' } },
      ],
      errors: [
        { row: 1, field: 'email', message: 'the file has no "email" column' },
        { row: 3, field: 'first_name', message: 'first_name is required' },
      ],
    };
    const html = await render(
      h('div', null, h(ColumnMap, { preview }), h(ErrorList, { errors: preview.errors, errorRows: 2 }), h(PreviewTable, { preview })),
    );
    expect(html).toContain('The file has no column for: email');
    expect(html).toContain('ignored');
    expect(html).toContain('first_name is required');
    expect(html).toContain('First 2 of 2 rows');
    expect(missing).toEqual([]);
  });

  it('composes the onboarding packet editor and document types', async () => {
    const { OnboardingTab } = await import('@/components/admin/onboarding/onboarding-tab');
    const html = await render(h(OnboardingTab));
    expect(html).toContain('href="/onboarding?tab=assignments"');
    expect(html).toMatch(/role="tab"[^>]*>Packets</);
    expect(html).toMatch(/role="tab"[^>]*>Document types</);
    expect(missing).toEqual([]);
  });
});
