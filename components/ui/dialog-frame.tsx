'use client';
import * as D from '@radix-ui/react-dialog';
import type { DialogProps } from './dialog';

/** The dialog itself (Radix Dialog: focus trap, Escape, labelled); dialog.tsx loads it when one first opens. */
export function DialogFrame({ open, onOpenChange, title, description, children, footer }: DialogProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <D.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(32rem,92vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <D.Title className="text-lg font-semibold text-slate-900">{title}</D.Title>
          {description ? <D.Description className="mt-2 text-sm text-slate-700">{description}</D.Description> : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-6 flex justify-end gap-2">{footer}</div> : null}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
