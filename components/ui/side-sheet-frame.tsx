'use client';
import * as D from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { DialogProps } from './dialog';

/** The side sheet itself (Radix Dialog); side-sheet.tsx loads it when one first opens. */
export function SideSheetFrame({ open, onOpenChange, title, description, children, footer }: DialogProps) {
  const t = useTranslations('common');
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <D.Content
          className="fixed inset-y-0 end-0 z-50 flex w-[min(34rem,100vw)] flex-col bg-white shadow-xl focus:outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <div>
              <D.Title className="text-lg font-semibold text-slate-900">{title}</D.Title>
              {description ? <D.Description className="mt-1 text-sm text-slate-700">{description}</D.Description> : null}
            </div>
            <D.Close
              aria-label={t('close')}
              className="rounded p-1 text-xl leading-none text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
            >
              ×
            </D.Close>
          </header>
          <div className="flex-1 overflow-y-auto px-6 py-4">{children}</div>
          {footer ? <footer className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-6 py-4">{footer}</footer> : null}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
