'use client';
import * as P from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useTimeZones } from '@/lib/browser/use-time-zones';
import { cn } from '@/lib/cn';

type Props = { id?: string; value: string; onChange: (zone: string) => void; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/**
 * The one time zone picker: a searchable list of SPEC §3's timezones (GET /api/main/timezones), typed into
 * by city or offset ("berlin", "+05:30"). Only a zone of the list can be picked; takes Field's props.
 */
export function TimeZonePicker({ id, value, onChange, ...aria }: Props) {
  const t = useTranslations('common.timeZones');
  const zones = useTimeZones();
  const [open, setOpen] = useState(false);
  const current = zones?.find((z) => z.value === value);
  const listId = id ? `${id}-zones` : undefined;
  return (
    <P.Root open={open} onOpenChange={setOpen}>
      <P.Trigger
        id={id}
        type="button"
        role="combobox"
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-controls={open ? listId : undefined}
        {...aria}
        className={cn(
          'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-start text-sm text-slate-900',
          'focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600',
        )}
      >
        <span className={cn('truncate', !value && 'text-slate-500')}>{current?.label ?? (value || t('choose'))}</span>
        <span aria-hidden>▾</span>
      </P.Trigger>
      <P.Portal>
        <P.Content
          align="start"
          sideOffset={4}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-72 rounded-md border border-slate-200 bg-white shadow-lg"
        >
          <Command label={t('search')} className="flex flex-col">
            <Command.Input
              placeholder={t('search')}
              aria-label={t('search')}
              className="h-10 border-b border-slate-200 px-3 text-sm outline-none"
            />
            <Command.List id={listId} className="max-h-72 overflow-y-auto p-1">
              {zones ? (
                <Command.Empty className="px-3 py-2 text-sm text-slate-600">{t('none')}</Command.Empty>
              ) : (
                <Command.Loading>
                  <span className="block px-3 py-2 text-sm text-slate-600">{t('loading')}</span>
                </Command.Loading>
              )}
              {zones?.map((z) => (
                <Command.Item
                  key={z.value}
                  value={z.value}
                  keywords={[z.label]}
                  onSelect={() => {
                    onChange(z.value);
                    setOpen(false);
                  }}
                  className="cursor-pointer rounded px-3 py-1.5 text-sm text-slate-800 data-[selected=true]:bg-slate-100 aria-selected:bg-slate-100"
                >
                  <span className="flex items-center justify-between gap-2">
                    {z.label}
                    {z.value === value ? <span aria-hidden>✓</span> : null}
                  </span>
                </Command.Item>
              ))}
            </Command.List>
          </Command>
        </P.Content>
      </P.Portal>
    </P.Root>
  );
}
