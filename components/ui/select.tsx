'use client';
import * as S from '@radix-ui/react-select';

export type Option = { value: string; label: string };

export function Select({
  value,
  onValueChange,
  options,
  label,
  id,
}: {
  value: string;
  onValueChange: (v: string) => void;
  options: Option[];
  label: string;
  id?: string;
}) {
  return (
    <S.Root value={value} onValueChange={onValueChange}>
      <S.Trigger
        id={id}
        aria-label={label}
        className="inline-flex h-9 min-w-32 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
      >
        <S.Value />
        <S.Icon aria-hidden>▾</S.Icon>
      </S.Trigger>
      <S.Portal>
        <S.Content
          position="popper"
          sideOffset={4}
          className="z-50 min-w-40 overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
        >
          <S.Viewport className="p-1">
            {options.map((o) => (
              <S.Item
                key={o.value}
                value={o.value}
                className="cursor-pointer rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
              >
                <S.ItemText>{o.label}</S.ItemText>
              </S.Item>
            ))}
          </S.Viewport>
        </S.Content>
      </S.Portal>
    </S.Root>
  );
}
