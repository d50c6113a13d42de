'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { ContactRow } from '@/lib/contacts/types';

const linkClass = 'text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40';

export function ContactsTable({ rows, caption, stale }: { rows: ContactRow[]; caption: string; stale: boolean }) {
  const t = useTranslations('contacts.list.columns');
  const ts = useTranslations('contacts.status');
  return (
    <Table caption={caption} aria-busy={stale || undefined} className={stale ? 'opacity-60' : undefined}>
      <THead>
        <tr>
          <TH>{t('name')}</TH>
          <TH>{t('company')}</TH>
          <TH>{t('jobTitle')}</TH>
          <TH>{t('email')}</TH>
          <TH>{t('phone')}</TH>
          <TH className="text-end">{t('locations')}</TH>
          <TH>{t('status')}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <TR key={r._id} data-testid="contact-row">
            <TD className="font-medium"><Link href={`/contacts/${r._id}`} className={linkClass}>{r.last_name}, {r.first_name}</Link></TD>
            <TD><Link href={`/company/${r.company_id}`} className={linkClass}>{r.company_name}</Link></TD>
            <TD>{r.title ?? '—'}</TD>
            <TD className="break-all">{r.email}</TD>
            <TD className="whitespace-nowrap">{r.phone ?? '—'}</TD>
            <TD className="text-end tabular-nums">{r.locations_count}</TD>
            <TD>
              {r.archived_at ? <Badge>{ts('archived')}</Badge>
                : r.portal_access ? <Badge tone="success">{ts('portal')}</Badge> : <Badge tone="info">{ts('active')}</Badge>}
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
