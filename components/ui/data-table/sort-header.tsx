'use client';
import type { Header } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** aria-sort of a header: only sortable columns state an order, the active one its direction. */
export function ariaSort<T>(header: Header<T, unknown>): 'ascending' | 'descending' | 'none' | undefined {
  if (!header.column.getCanSort()) return undefined;
  const dir = header.column.getIsSorted();
  return dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none';
}

/**
 * A sortable column's header is a real button, so Tab reaches it and Enter or Space sorts; the arrow is
 * decoration, the order itself is announced through aria-sort on the header cell.
 */
export function SortButton<T>({ header, children }: { header: Header<T, unknown>; children: ReactNode }) {
  const dir = header.column.getIsSorted();
  const numeric = Boolean(header.column.columnDef.meta?.numeric);
  return (
    <button
      type="button"
      onClick={header.column.getToggleSortingHandler()}
      className={cn(
        'inline-flex items-center gap-1 rounded font-semibold hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40',
        numeric && 'flex-row-reverse',
      )}
    >
      {children}
      <span aria-hidden className={dir ? 'text-slate-900' : 'text-slate-600'}>
        {dir === 'asc' ? '↑' : dir === 'desc' ? '↓' : '↕'}
      </span>
    </button>
  );
}
