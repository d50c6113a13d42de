import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Table({ className, caption, ...rest }: HTMLAttributes<HTMLTableElement> & { caption?: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className={cn('min-w-full divide-y divide-slate-200 text-sm', className)} {...rest}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {rest.children}
      </table>
    </div>
  );
}
export const THead = (p: HTMLAttributes<HTMLTableSectionElement>) => <thead className="bg-slate-50" {...p} />;
export const TBody = (p: HTMLAttributes<HTMLTableSectionElement>) => <tbody className="divide-y divide-slate-100" {...p} />;
export const TR = ({ className, ...p }: HTMLAttributes<HTMLTableRowElement>) => <tr className={cn('hover:bg-slate-50', className)} {...p} />;
// cn() only joins names: with two text-align utilities on one cell the stylesheet's order, not the caller, would
// decide. So a header starts-aligns only when the caller names no alignment of its own (a bare text-end etc.;
// a breakpoint variant such as md:text-end still needs the default below it).
const ALIGNED = /(^|\s)text-(start|end|center|left|right|justify)(\s|$)/;
export const TH = ({ className, ...p }: ThHTMLAttributes<HTMLTableCellElement>) => (
  <th scope="col" className={cn('px-4 py-2.5 font-semibold text-slate-700', !ALIGNED.test(className ?? '') && 'text-start', className)} {...p} />
);
export const TD = ({ className, ...p }: TdHTMLAttributes<HTMLTableCellElement>) => <td className={cn('px-4 py-2.5 text-slate-800', className)} {...p} />;
