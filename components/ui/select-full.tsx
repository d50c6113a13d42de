'use client';
import * as S from '@radix-ui/react-select';
import { selectTriggerClass, TriggerText, type SelectProps } from './select';

/** Radix reserves '' for "no value": an option that means "any" or "none" travels under this name. */
const EMPTY = '__empty__';
const toRadix = (v: string) => (v === '' ? EMPTY : v);
const fromRadix = (v: string) => (v === EMPTY ? '' : v);

/** The Radix select itself; select.tsx loads it on first use and it mounts open. */
export function SelectFull({ value, onValueChange, options, size = 'md', className, placeholder, name, disabled, ...aria }: SelectProps) {
  return (
    <S.Root value={toRadix(value)} onValueChange={(v) => onValueChange(fromRadix(v))} defaultOpen name={name} disabled={disabled}>
      <S.Trigger {...aria} className={selectTriggerClass(size, className)}>
        <S.Value asChild>
          <span className="contents">
            <TriggerText value={value} options={options} placeholder={placeholder} />
          </span>
        </S.Value>
      </S.Trigger>
      <S.Portal>
        <S.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
        >
          <S.Viewport className="p-1">
            {options.map((o) => (
              <S.Item
                key={o.value}
                value={toRadix(o.value)}
                disabled={o.disabled}
                className="flex cursor-pointer items-center justify-between gap-3 rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100"
              >
                <S.ItemText>{o.label}</S.ItemText>
                <S.ItemIndicator aria-hidden>✓</S.ItemIndicator>
              </S.Item>
            ))}
          </S.Viewport>
        </S.Content>
      </S.Portal>
    </S.Root>
  );
}
