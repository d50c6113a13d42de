'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { Empty } from '@/components/ui/load-states';
import { useApi } from '@/lib/browser/typed-api';
import type { ContactRow } from '@/lib/contacts/schema';
import { contactsRoutes } from '@/lib/contracts/routes/contacts';

const linkClass =
  'font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40';

/** The company's live contacts (the first 100, A→Z), with a shortcut to add one for this company. */
export function ContactsTab({ companyId }: { companyId: string }) {
  const t = useTranslations('companies.contacts');
  const { data, error, mutate } = useApi(contactsRoutes.list, { query: { company: companyId, per_page: 100 } }, { keepPreviousData: true });
  const columns = useMemo(
    (): ColumnDef<ContactRow>[] => [
      {
        id: 'name',
        header: t('name'),
        cell: ({ row: { original: c } }) => (
          <Link href={`/contacts/${c._id}`} className={linkClass}>
            {c.name}
          </Link>
        ),
      },
      { id: 'jobTitle', header: t('jobTitle'), cell: ({ row }) => row.original.title ?? '—' },
      { id: 'email', header: t('email'), meta: { className: 'break-all' }, cell: ({ row }) => row.original.email },
      { id: 'phone', header: t('phone'), meta: { className: 'whitespace-nowrap' }, cell: ({ row }) => row.original.phone ?? '—' },
      { id: 'locations', header: t('locations'), meta: { numeric: true }, cell: ({ row }) => row.original.locations_count },
      {
        id: 'portal',
        header: t('portal'),
        cell: ({ row }) => (row.original.portal_access ? <Badge tone="success">{t('portalOn')}</Badge> : <Badge>{t('portalOff')}</Badge>),
      },
    ],
    [t],
  );
  return (
    <section aria-label={t('title')} className="space-y-4">
      <div className="flex justify-end">
        <Button asChild size="sm">
          <Link href={`/contacts/new/update?company=${companyId}`}>
            <span aria-hidden>+</span>
            {t('add')}
          </Link>
        </Button>
      </div>
      <DataTable
        columns={columns}
        rows={data?.data}
        getRowId={(c) => c._id}
        caption={t('caption')}
        error={error}
        onRetry={() => void mutate()}
        empty={<Empty>{t('empty')}</Empty>}
      />
    </section>
  );
}
