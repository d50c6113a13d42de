import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * `fitViewport`: for wide lists in a narrow box (boxed layout, side menu). The frame is no taller than the
 * screen, so its sideways scrollbar is always in sight, the header row stays put, and the frame is a
 * labelled, focusable region that arrow keys scroll; shadows mark the side where columns are hidden.
 */
export function Table({
  className,
  caption,
  fitViewport,
  ...rest
}: HTMLAttributes<HTMLTableElement> & { caption?: string; fitViewport?: boolean }) {
  const frame = fitViewport
    ? {
        role: 'region',
        'aria-label': caption,
        tabIndex: 0,
        className: 'scroll-shadows-x max-h-[max(20rem,calc(100vh-19rem))] overflow-auto rounded-lg border border-slate-200',
      }
    : { className: 'overflow-x-auto rounded-lg border border-slate-200 bg-white' };
  return (
    <div {...frame}>
      <table
        className={cn(
          'min-w-full divide-y divide-slate-200 text-sm',
          fitViewport && '[&_thead]:sticky [&_thead]:top-0 [&_thead]:z-10',
          className,
        )}
        {...rest}
      >
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {rest.children}
      </table>
    </div>
  );
}
export const THead = (p: HTMLAttributes<HTMLTableSectionElement>) => <thead className="bg-slate-50" {...p} />;
export const TBody = (p: HTMLAttributes<HTMLTableSectionElement>) => <tbody className="divide-y divide-slate-100" {...p} />;
export const TR = ({ className, ...p }: HTMLAttributes<HTMLTableRowElement>) => (
  <tr className={cn('hover:bg-slate-50', className)} {...p} />
);
// cn() only joins names: with two text-align utilities on one cell the stylesheet's order, not the caller, would
// decide. So a header starts-aligns only when the caller names no alignment of its own (a bare text-end etc.;
// a breakpoint variant such as md:text-end still needs the default below it).
const ALIGNED = /(^|\s)text-(start|end|center|left|right|justify)(\s|$)/;
export const TH = ({ className, ...p }: ThHTMLAttributes<HTMLTableCellElement>) => (
  <th
    scope="col"
    className={cn('px-4 py-2.5 font-semibold text-slate-700', !ALIGNED.test(className ?? '') && 'text-start', className)}
    {...p}
  />
);
export const TD = ({ className, ...p }: TdHTMLAttributes<HTMLTableCellElement>) => (
  <td className={cn('px-4 py-2.5 text-slate-800', className)} {...p} />
);
