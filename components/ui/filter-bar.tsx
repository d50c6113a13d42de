'use client';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Select, type SelectOption } from './select';

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

/**
 * One filter of a FilterBar: the kit Select under its label, with `all` (the filter off, '' in the URL's terms)
 * as the first choice. `onChange` hands null for it, so the URL leaves the filter out.
 */
export function FilterSelect({
  label,
  value,
  all,
  options,
  width,
  onChange,
}: {
  label: string;
  value: string;
  all: string;
  options: readonly SelectOption[];
  width: string;
  onChange: (value: string | null) => void;
}) {
  return (
    <Select
      label={label}
      size="sm"
      className={width}
      value={value}
      options={[{ value: '', label: all }, ...options]}
      onValueChange={(v) => onChange(v || null)}
    />
  );
}
