'use client';
import { lazy, Suspense, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Field } from './input';

export type SelectOption<V extends string = string> = { value: V; label: string; disabled?: boolean };

export type SelectProps<V extends string = string> = {
  value: V;
  onValueChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  /** From <Field>: the label's target and the error wiring. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The accessible name where no <Field> labels it (a select in a table row, a filter bar). */
  'aria-label'?: string;
  /** Submitted with a plain form (a hidden input); forms on react-hook-form use a Controller instead. */
  name?: string;
  disabled?: boolean;
  /** 'md': a full-width form control; 'sm': a compact one (filters, table rows), sized by `className`. */
  size?: 'sm' | 'md';
  className?: string;
  /** What the trigger says while no option has the value. */
  placeholder?: string;
  /** A visible label above it (the kit's Field, with `hint` and `error` below); without one, give `aria-label`. */
  label?: string;
  hint?: ReactNode;
  error?: string | null;
};

export const selectTriggerClass = (size: 'sm' | 'md', className?: string) =>
  cn(
    'inline-flex items-center justify-between gap-2 rounded-md border border-slate-300 bg-white text-start text-sm text-slate-900',
    'focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600 disabled:opacity-60',
    size === 'md' ? 'h-10 w-full px-3' : 'h-9 min-w-32 px-2',
    className,
  );

const SelectFull = lazy(() => import('./select-full').then((m) => ({ default: m.SelectFull })));
const load = () => import('./select-full');

/**
 * The one select of the portal: Radix Select (listbox with typeahead, keyboard and screen-reader support,
 * styled like the rest of the kit). Until it is first used a plain trigger of the same look stands in its
 * place, so Radix and its positioning engine (~15 kB gzip) are not part of a page's first load: the module
 * loads on hover or focus, and the first press (click, Enter, Space, ArrowDown or ArrowUp) mounts it open.
 * An option may have the value '' ("any", "none"): Radix reserves it, so it is mapped inside.
 */
export function Select<V extends string>({ label, hint, error, ...props }: SelectProps<V>) {
  if (label !== undefined)
    return (
      <Field label={label} hint={hint} error={error}>
        {(field) => <SelectControl {...props} {...field} />}
      </Field>
    );
  return <SelectControl {...props} />;
}

function SelectControl<V extends string>(props: Omit<SelectProps<V>, 'label' | 'hint' | 'error'>) {
  const [used, setUsed] = useState(false);
  // The listbox this trigger will control once open (Radix names its own; the stand-in's is never rendered).
  const listId = useId();
  const { value, options, size = 'md', className, placeholder, name, disabled } = props;
  if (used) {
    return (
      <Suspense fallback={<StandIn {...props} />}>
        <SelectFull {...(props as unknown as SelectProps)} size={size} />
      </Suspense>
    );
  }
  const open = () => setUsed(true);
  return (
    <>
      <button
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-controls={listId}
        aria-autocomplete="none"
        id={props.id}
        aria-label={props['aria-label']}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        disabled={disabled}
        className={selectTriggerClass(size, className)}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={open}
        onKeyDown={(e: KeyboardEvent) => {
          if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
          e.preventDefault();
          open();
        }}
      >
        <TriggerText value={value} options={options} placeholder={placeholder} />
      </button>
      {name ? <input type="hidden" name={name} value={value} /> : null}
    </>
  );
}

/** The stand-in while the chunk arrives: the same trigger, inert. */
function StandIn<V extends string>({ value, options, size = 'md', className, placeholder, id, disabled }: SelectProps<V>) {
  const listId = useId();
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-controls={listId}
      id={id}
      disabled={disabled}
      className={selectTriggerClass(size, className)}
    >
      <TriggerText value={value} options={options} placeholder={placeholder} />
    </button>
  );
}

export function TriggerText<V extends string>({ value, options, placeholder }: Pick<SelectProps<V>, 'value' | 'options' | 'placeholder'>) {
  const chosen = options.find((o) => o.value === value);
  return (
    <>
      <span className={cn('truncate', !chosen && 'text-slate-600')}>{chosen?.label ?? placeholder ?? ''}</span>
      <span aria-hidden className="text-slate-600">
        ▾
      </span>
    </>
  );
}
