import { createTable, getCoreRowModel, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { NextIntlClientProvider } from 'next-intl';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, withTableDefaults, type DataTableProps } from '@/components/ui/data-table/data-table';
import { loadMessages } from '@/lib/i18n/messages';

type Row = { id: string; name: string; logins: number; last: string };
const rows: Row[] = [
  { id: 'b', name: 'bea', logins: 2, last: '2025-01-02' },
  { id: 'a', name: 'Al', logins: 5, last: '' },
  { id: 'c', name: 'cy', logins: 2, last: '2025-01-03' },
];
const columns: ColumnDef<Row>[] = [
  { id: 'name', header: 'Name', accessorFn: (r) => r.name, enableSorting: true, cell: ({ row }) => row.original.name },
  {
    id: 'logins',
    header: 'Logins',
    accessorFn: (r) => r.logins,
    enableSorting: true,
    meta: { numeric: true },
    cell: ({ row }) => String(row.original.logins),
  },
  { id: 'last', header: 'Last', accessorFn: (r) => r.last, enableSorting: true, cell: ({ row }) => row.original.last },
  { id: 'note', header: 'Note', cell: () => '·' },
];

async function render(ui: ReactNode) {
  const messages = await loadMessages('en');
  return renderToStaticMarkup(h(NextIntlClientProvider, { locale: 'en', messages, timeZone: 'UTC', children: ui }));
}
const table = (props: Partial<DataTableProps<Row>>) =>
  render(h(DataTable<Row>, { columns, rows, getRowId: (r: Row) => r.id, caption: 'People', ...props }));
/** Names in the order the body shows them. */
const order = (html: string) => [...html.matchAll(/<tr[^>]*><td[^>]*>([^<]+)<\/td>/g)].map((m) => m[1]);
const clientSort = (initial: SortingState) => ({ sort: { mode: 'client' as const, initial, tie: (r: Row) => r.name } });

describe('DataTable client-side sorting', () => {
  it('sorts numbers by value, equal values by the tie (name), in both directions', async () => {
    expect(order(await table(clientSort([{ id: 'logins', desc: true }])))).toEqual(['Al', 'bea', 'cy']);
    expect(order(await table(clientSort([{ id: 'logins', desc: false }])))).toEqual(['bea', 'cy', 'Al']);
  });

  it("sorts text by the reader's collation, not by code point", async () => {
    expect(order(await table(clientSort([{ id: 'name', desc: false }])))).toEqual(['Al', 'bea', 'cy']);
  });

  it('keeps empty values last in both directions', async () => {
    expect(order(await table(clientSort([{ id: 'last', desc: false }])))).toEqual(['bea', 'cy', 'Al']);
    expect(order(await table(clientSort([{ id: 'last', desc: true }])))).toEqual(['cy', 'bea', 'Al']);
  });
});

describe('DataTable headers', () => {
  it('states the order with aria-sort on sortable headers only, each a keyboard-reachable button', async () => {
    const html = await table(clientSort([{ id: 'logins', desc: true }]));
    expect(html).toMatch(/<th scope="col" aria-sort="descending"[^>]*><button type="button"[^>]*>Logins/);
    expect(html).toMatch(/<th scope="col" aria-sort="none"[^>]*><button type="button"[^>]*>Name/);
    expect(html).toMatch(/<th scope="col" class="[^"]*">Note<\/th>/);
  });

  it("lets a server-sorted column sort without a value of its own, showing the server's order", async () => {
    const server: ColumnDef<Row>[] = [{ id: 'name', header: 'Name', enableSorting: true, cell: ({ row }) => row.original.name }];
    const html = await table({ columns: server, sort: { mode: 'server', state: [{ id: 'name', desc: true }], onChange: () => {} } });
    expect(html).toMatch(/aria-sort="descending"[^>]*><button type="button"/);
    expect(order(html)).toEqual(['bea', 'Al', 'cy']); // as given: the server already ordered them
  });

  it('starts a new numeric column largest first and a text column A→Z', () => {
    const t = createTable<Row>({
      data: rows,
      columns: withTableDefaults(columns, true),
      getCoreRowModel: getCoreRowModel(),
      state: {},
      onStateChange: () => {},
      renderFallbackValue: null,
    });
    expect(t.getColumn('logins')?.getFirstSortDir()).toBe('desc');
    expect(t.getColumn('name')?.getFirstSortDir()).toBe('asc');
  });
});

describe('DataTable states', () => {
  it('shows loading until the first answer, the error with a retry when it failed, the empty state with no rows', async () => {
    expect(await table({ rows: undefined, loadingLabel: 'Loading people' })).toContain('Loading people');
    const failed = await table({ rows: undefined, error: new Error('x') });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Try again');
    expect(await table({ rows: [], empty: h('p', null, 'No people yet') })).toContain('No people yet');
    expect(await table({ rows: [] })).toContain('Nothing to show.');
  });

  it('marks stale rows busy and renders the caption and paging', async () => {
    const html = await table({
      stale: true,
      pagination: { page: 2, perPage: 10, total: 25, totalLabel: '25 people', onPage: () => {}, onPerPage: () => {} },
    });
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('<caption class="sr-only">People</caption>');
    expect(html).toContain('Page 2 of 3');
  });
});

describe('DataTable selection', () => {
  it('checks the selected rows, names each box, and shows the header box unchecked while only some are', async () => {
    const html = await table({
      selection: { state: { c: true }, onChange: () => {}, allLabel: 'Select all', rowLabel: (r) => `Select ${r.name}` },
    });
    expect(html).toMatch(/<input type="checkbox"[^>]*aria-label="Select all"(?![^>]*checked)[^>]*>/);
    expect(html).toMatch(/aria-label="Select cy"[^>]*checked/);
    expect(html).not.toMatch(/aria-label="Select bea"[^>]*checked/);
  });
});
