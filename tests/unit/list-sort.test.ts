import fc from 'fast-check';
import { NextIntlClientProvider } from 'next-intl';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/ui/data-table/data-table';
import { serverSort, sortPatch } from '@/components/ui/data-table/server-sort';
import { sortQuery, sortValues } from '@/lib/schema-kit/list-sort';
import type { CompanyRow } from '@/lib/companies/schema';
import { COMPANY_SORTS } from '@/lib/companies/types';
import { loadMessages } from '@/lib/i18n/messages';
import { sortParam, sortParser } from '@/lib/url-state/sort';

// One sort mechanism for every list (issue 22): the URL's `sort` is the API's, the header shows it (aria-sort)
// and a click asks the next one.

type Company = Pick<CompanyRow, '_id' | 'name' | 'industry' | 'status'>;
const row: Company = { _id: '00000000-0000-4000-8000-000000000001', name: 'Northwind', industry: 'Logistics', status: 'active' };
// The companies list's columns as it declares them: server-sorted ones name the API's field and hold no value.
const columns: ColumnDef<Company>[] = [
  { id: 'name', header: 'Name', enableSorting: true, cell: ({ row: r }) => r.original.name },
  { id: 'industry', header: 'Industry', cell: ({ row: r }) => r.original.industry },
  { id: 'status', header: 'Status', enableSorting: true, cell: ({ row: r }) => r.original.status },
];

async function render(ui: ReactNode) {
  const messages = await loadMessages('en');
  return renderToStaticMarkup(h(NextIntlClientProvider, { locale: 'en', messages, timeZone: 'UTC', children: ui }));
}
const header = (html: string, label: string) => html.match(new RegExp(`<th scope="col"([^>]*)>(?:<button[^>]*>)?${label}`))?.[1] ?? '';

describe('a list header sorted by the server', () => {
  it('states the URL’s order on its column with aria-sort, the other sortable columns none, the rest nothing', async () => {
    const sort = serverSort<Company, 'name' | 'status'>({ field: 'status', desc: true }, () => {});
    const html = await render(h(DataTable<Company>, { columns, rows: [row], getRowId: (r: Company) => r._id, caption: 'Companies', sort }));
    expect(header(html, 'Status')).toContain('aria-sort="descending"');
    expect(header(html, 'Name')).toContain('aria-sort="none"');
    expect(header(html, 'Industry')).not.toContain('aria-sort');
    // Sortable headers are buttons: Tab reaches them, Enter and Space sort.
    expect(html).toMatch(/aria-sort="descending"[^>]*><button type="button"[^>]*>Status/);
  });

  it('reports a header click as the next order, and the patch goes back to page one', () => {
    const onSort = vi.fn();
    const sort = serverSort<Company, 'name' | 'status'>({ field: 'status', desc: true }, onSort);
    if (sort?.mode !== 'server') throw new Error('server sort expected');
    sort.onChange([{ id: 'name', desc: false }]);
    expect(onSort).toHaveBeenCalledWith({ field: 'name', desc: false });
    expect(sortPatch({ field: 'name', desc: true })).toEqual({ sort: '-name', page: null });
  });
});

describe('the sort in the URL and in the API', () => {
  const parser = sortParser(COMPANY_SORTS, 'name');
  const schema = sortQuery(COMPANY_SORTS, 'name');

  it('reads back every order it writes, and the API takes exactly what the URL writes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COMPANY_SORTS), fc.boolean(), (field, desc) => {
        const written = sortParam({ field, desc });
        expect(parser.parse(written)).toEqual({ field, desc });
        expect(schema.parse(written)).toBe(written);
      }),
    );
  });

  it('reads anything else as no sort (the default applies) and the API refuses it', () => {
    const allowed = new Set(sortValues(COMPANY_SORTS));
    fc.assert(
      fc.property(
        fc.string().filter((s) => !allowed.has(s)),
        (s) => {
          expect(parser.parse(s)).toBeNull();
          expect(schema.safeParse(s).success).toBe(false);
        },
      ),
    );
    expect(schema.parse(undefined)).toBe('name');
  });
});
