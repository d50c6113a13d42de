'use client';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { control } from './controls';
import { Field } from './input';

/**
 * The filter row above a list: a search landmark holding the controls, and a Clear button while any
 * filter is on (`onClear` null otherwise), aligned with the controls under their labels.
 */
export function FilterBar({
  label,
  clearLabel,
  onClear,
  className = 'mb-4',
  children,
}: {
  label: string;
  clearLabel: string;
  onClear: (() => void) | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="search" aria-label={label} className={cn(className, 'flex flex-wrap items-start gap-3')}>
      {children}
      {onClear ? (
        <Button variant="ghost" size="sm" className="mt-7" onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </div>
  );
}

export type FilterOption = { value: string; label: string };

/**
 * A labelled native select of a filter bar (native: no portal, and the browser's own keyboard and mobile
 * picker). `all` adds the empty "no filter" choice first. Choosing `none`, the filter's default value,
 * hands null, so the default is left out of the URL.
 */
export function FilterSelect({
  label,
  value,
  options,
  all,
  none,
  width,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  all?: string;
  none?: string;
  width: string;
  onChange: (value: string | null) => void;
}) {
  return (
    <Field label={label}>
      {(p) => (
        <select
          {...p}
          value={value}
          onChange={(e) => onChange(e.target.value === none ? null : e.target.value)}
          className={cn(control, width)}
        >
          {all === undefined ? null : <option value="">{all}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
