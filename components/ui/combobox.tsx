'use client';
import * as Popover from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export type ComboboxProps<T> = {
  /** The field's name, shown above it and read as the input's and the list's accessible name. */
  label: string;
  placeholder?: string;
  /** What the user typed; the caller searches with it (the list is not filtered here). */
  query: string;
  onQueryChange: (query: string) => void;
  options: readonly T[];
  keyOf: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  /** An option shown but not selectable (announced as disabled), e.g. a worker who may not be assigned. */
  disabledOf?: (option: T) => boolean;
  /** A line in place of the options (searching…, no match); null shows nothing and keeps the list closed. */
  status?: string | null;
  hint?: string;
  error?: string | null;
};

/**
 * The one search-and-pick field (cmdk in a Radix Popover): type, move with the arrow keys (Home/End),
 * choose with Enter or a click, close with Escape; the options are announced as a listbox. Searching is
 * the caller's (usually an API search), so cmdk's own filtering is off.
 */
export function Combobox<T>({
  label,
  placeholder,
  query,
  onQueryChange,
  options,
  keyOf,
  renderOption,
  onSelect,
  disabledOf,
  status,
  hint,
  error,
}: ComboboxProps<T>) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const shown = open && (options.length > 0 || Boolean(status));
  // cmdk always marks its input expanded; say the truth, after each render (React leaves the attribute alone as cmdk's value never changes).
  useLayoutEffect(() => {
    input.current?.setAttribute('aria-expanded', String(shown));
  });
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  return (
    <Command shouldFilter={false} loop label={label} className="relative space-y-1.5">
      {/* The input's accessible name is cmdk's own (visually hidden) label; this is the visible one. */}
      <span aria-hidden className="block text-sm font-medium text-slate-800" onClick={() => input.current?.focus()}>
        {label}
      </span>
      <Popover.Root open={shown} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <Command.Input
            ref={input}
            value={query}
            placeholder={placeholder}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            onValueChange={(v) => {
              onQueryChange(v);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' || e.key === 'ArrowUp') setOpen(true);
            }}
            className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600"
          />
        </Popover.Anchor>
        <Popover.Portal>
          {/* The focus stays in the input while the list is open; a press on the list must not blur it. */}
          <Popover.Content
            align="start"
            sideOffset={4}
            onOpenAutoFocus={(e) => e.preventDefault()}
            onCloseAutoFocus={(e) => e.preventDefault()}
            onInteractOutside={(e) => {
              if (e.target === input.current) e.preventDefault();
            }}
            onMouseDown={(e) => e.preventDefault()}
            className="z-[70] w-[var(--radix-popover-trigger-width)] rounded-md border border-slate-200 bg-white py-1 shadow-lg"
          >
            <Command.List label={label} className="max-h-64 overflow-y-auto">
              {options.map((o) => (
                <Command.Item
                  key={keyOf(o)}
                  value={keyOf(o)}
                  disabled={disabledOf?.(o) ?? false}
                  onSelect={() => {
                    onSelect(o);
                    setOpen(false);
                  }}
                  className="cursor-pointer px-3 py-1.5 text-sm data-[disabled=true]:cursor-not-allowed data-[selected=true]:bg-slate-100"
                >
                  {renderOption(o)}
                </Command.Item>
              ))}
              {options.length === 0 && status ? (
                <p role="status" className="px-3 py-1.5 text-sm text-slate-700">
                  {status}
                </p>
              ) : null}
            </Command.List>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </Command>
  );
}
