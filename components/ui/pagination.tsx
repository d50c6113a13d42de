'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from './button';
import { PER_PAGE_OPTIONS } from '@/lib/url-state/per-page';

/** Page x of y with previous/next and rows per page; `totalLabel` says how many rows in all. */
export function Pagination({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
  totalLabel,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (p: number) => void;
  onPerPage: (n: number) => void;
  totalLabel: string;
}) {
  const t = useTranslations('common.pagination');
  const format = useFormatter();
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav aria-label={t('label')} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p aria-live="polite">
        {t('pageOf', { page: format.number(Math.min(page, pages)), pages: format.number(pages) })} · {totalLabel}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-slate-800">
          {t('perPage')}
        </label>
        <select
          id={id}
          value={perPage}
          onChange={(e) => onPerPage(Number(e.target.value))}
          className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand/30"
        >
          {PER_PAGE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('next')}
        </Button>
      </div>
    </nav>
  );
}
