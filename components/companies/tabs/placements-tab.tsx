'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { totalOf } from '@/components/candidates/api';
import { Badge } from '@/components/ui/badge';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { Empty, Loaded } from '@/components/ui/load-states';
import { Pagination } from '@/components/ui/pagination';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useFormat } from '@/lib/browser/format';
import { companyPaths, withQuery } from '../api';
import { usePlacements } from '../use-companies';

const FILTERS = ['all', 'active', 'ended'] as const;
type Filter = (typeof FILTERS)[number];

/** The company's placements, newest start first, filtered by active / ended and paged. */
export function PlacementsTab({ companyId, currency }: { companyId: string; currency: string }) {
  const t = useTranslations('companies.placements');
  const fmt = useFormat(currency);
  const [status, setStatus] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const { data, error, mutate } = usePlacements(withQuery(companyPaths.placements(companyId), { status, page, per_page: perPage }));
  const total = totalOf(data?.meta);
  return (
    <section aria-label={t('title')} className="space-y-4">
      <Field label={t('filter')}>
        {(p) => (
          <select
            {...p}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Filter);
              setPage(1);
            }}
            className={`${control} w-40`}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`filters.${f}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(body) =>
          body.data.length === 0 ? (
            <Empty>{t('empty')}</Empty>
          ) : (
            <>
              <Table caption={t('caption')}>
                <THead>
                  <tr>
                    <TH>{t('candidate')}</TH>
                    <TH>{t('position')}</TH>
                    <TH>{t('location')}</TH>
                    <TH>{t('start')}</TH>
                    <TH>{t('end')}</TH>
                    <TH className="text-end">{t('bill')}</TH>
                    <TH className="text-end">{t('pay')}</TH>
                    <TH>{t('status')}</TH>
                  </tr>
                </THead>
                <TBody>
                  {body.data.map((p) => (
                    <TR key={p._id}>
                      <TD className="font-medium">{p.candidate_name}</TD>
                      <TD>{p.position}</TD>
                      <TD>{p.location_name}</TD>
                      <TD className="whitespace-nowrap">{fmt.date(p.start_date)}</TD>
                      <TD className="whitespace-nowrap">{p.end_date ? fmt.date(p.end_date) : '—'}</TD>
                      <TD className="text-end tabular-nums">{fmt.money(p.bill_rate)}</TD>
                      <TD className="text-end tabular-nums">{fmt.money(p.pay_rate)}</TD>
                      <TD>
                        <Badge tone={p.status === 'active' ? 'success' : 'neutral'}>
                          {p.status === 'active' ? t('filters.active') : p.status}
                        </Badge>
                      </TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
              <Pagination
                page={page}
                perPage={perPage}
                total={total}
                totalLabel={t('total', { count: total })}
                onPage={setPage}
                onPerPage={(n) => {
                  setPerPage(n);
                  setPage(1);
                }}
              />
            </>
          )
        }
      </Loaded>
    </section>
  );
}
