'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { TBody, TH, THead } from '@/components/ui/table';
import type { WorkerCompanyGroup } from './group-workers';
import { WorkerRow } from './worker-row';

/**
 * One client company: a table whose row groups are its locations. A row-group header per location
 * (rather than a table per location) keeps one set of column headers and lets a screen reader announce
 * "Warehouse North" with every cell beneath it.
 */
export function CompanyGroup({ group, clockOffsetMs }: { group: WorkerCompanyGroup; clockOffsetMs: number }) {
  const t = useTranslations('whosWorking.board');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white"
      data-testid="company-group"
    >
      <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {group.name}
        </h3>
        <span className="text-sm text-slate-700">{t('people', { count: group.count })}</span>
      </div>
      <div className="overflow-x-auto">
        <table aria-labelledby={headingId} className="min-w-full text-sm">
          <THead>
            <tr>
              <TH>{t('worker')}</TH>
              <TH>{t('position')}</TH>
              <TH>{t('clockIn')}</TH>
              <TH>{t('elapsed')}</TH>
              <TH>{t('status')}</TH>
            </tr>
          </THead>
          {group.locations.map((location) => (
            <TBody key={location.id}>
              <tr className="bg-slate-50">
                <th scope="rowgroup" colSpan={5} className="px-4 py-2 text-start text-sm font-semibold text-slate-800">
                  {location.name} <span className="ms-2 font-normal text-slate-700">· {t('people', { count: location.rows.length })}</span>
                </th>
              </tr>
              {location.rows.map((row) => (
                <WorkerRow key={row.timecard_id} row={row} clockOffsetMs={clockOffsetMs} />
              ))}
            </TBody>
          ))}
        </table>
      </div>
    </section>
  );
}
