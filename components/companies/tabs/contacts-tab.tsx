'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { contactPaths, withQuery } from '@/components/contacts/api';
import { useContactList } from '@/components/contacts/use-contacts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Empty, Loaded } from '@/components/ui/load-states';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';

const linkClass =
  'font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40';

/** The company's live contacts (the first 100, A→Z), with a shortcut to add one for this company. */
export function ContactsTab({ companyId }: { companyId: string }) {
  const t = useTranslations('companies.contacts');
  const { data, error, mutate } = useContactList(withQuery(contactPaths.list, { company: companyId, per_page: 100 }));
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
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(body) =>
          body.data.length === 0 ? (
            <Empty>{t('empty')}</Empty>
          ) : (
            <Table caption={t('caption')}>
              <THead>
                <tr>
                  <TH>{t('name')}</TH>
                  <TH>{t('jobTitle')}</TH>
                  <TH>{t('email')}</TH>
                  <TH>{t('phone')}</TH>
                  <TH>{t('locations')}</TH>
                  <TH>{t('portal')}</TH>
                </tr>
              </THead>
              <TBody>
                {body.data.map((c) => (
                  <TR key={c._id}>
                    <TD>
                      <Link href={`/contacts/${c._id}`} className={linkClass}>
                        {c.name}
                      </Link>
                    </TD>
                    <TD>{c.title ?? '—'}</TD>
                    <TD className="break-all">{c.email}</TD>
                    <TD className="whitespace-nowrap">{c.phone ?? '—'}</TD>
                    <TD className="tabular-nums">{c.locations_count}</TD>
                    <TD>{c.portal_access ? <Badge tone="success">{t('portalOn')}</Badge> : <Badge>{t('portalOff')}</Badge>}</TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          )
        }
      </Loaded>
    </section>
  );
}
