'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Empty, Loaded } from '@/components/ui/load-states';
import { Pagination } from '@/components/ui/pagination';
import { totalOf } from '@/lib/browser/lists';
import { useApi } from '@/lib/browser/typed-api';
import { customReportsRoutes } from '@/lib/contracts/routes/custom-reports';
import type { FieldMeta } from '@/lib/custom-reports/sources';
import { ReportTable } from './report-table';

/** A saved report's rows, a page at a time, with the total. */
export function ReportRun({
  reportId,
  name,
  fields,
  label,
}: {
  reportId: string;
  name: string;
  fields: readonly FieldMeta[];
  label: (f: FieldMeta) => string;
}) {
  const t = useTranslations('customReports.builder');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  // The previous page stays on screen while the next one loads.
  const { data, error, mutate, isValidating } = useApi(
    customReportsRoutes.run,
    { params: { id: reportId }, query: { page, per_page: perPage } },
    { keepPreviousData: true },
  );
  return (
    <section aria-labelledby="report-run-title" aria-busy={isValidating} className="space-y-3">
      <h3 id="report-run-title" className="text-base font-semibold text-slate-900">
        {t('runTitle')}
      </h3>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(res) =>
          res.data.length ? (
            <>
              <ReportTable fields={fields} rows={res.data} caption={t('runCaption', { name })} label={label} />
              <Pagination
                page={page}
                perPage={perPage}
                total={totalOf(res.meta)}
                totalLabel={t('rowsTotal', { count: totalOf(res.meta) })}
                onPage={setPage}
                onPerPage={(n) => {
                  setPerPage(n);
                  setPage(1);
                }}
              />
            </>
          ) : (
            <Empty>{t('runEmpty')}</Empty>
          )
        }
      </Loaded>
    </section>
  );
}
