'use client';
import type { ReactNode } from 'react';
import { lazyOverlay } from './lazy-overlay';

/**
 * A detail panel sliding in from the end edge (right, or left in Arabic): a Radix dialog, so focus is
 * trapped inside, Escape closes it and focus returns to the row that opened it. Loaded like Dialog.
 */
export const SideSheet = lazyOverlay(() => import('./side-sheet-frame').then((m) => m.SideSheetFrame));

/** A label/value pair of a detail panel. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-3 py-1.5 text-sm">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
