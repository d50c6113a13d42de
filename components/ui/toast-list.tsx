'use client';
import * as T from '@radix-ui/react-toast';
import { cn } from '@/lib/cn';
import type { Toast } from '@/lib/browser/toast';

const TONES = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-slate-300 bg-white text-slate-900',
};

/** The toasts on screen (Radix Toast: announced, swipe and Escape to dismiss); toast.tsx loads it on first use. */
export function ToastList({ toasts, closeLabel, onDismiss }: { toasts: Toast[]; closeLabel: string; onDismiss: (id: number) => void }) {
  return (
    <T.Provider swipeDirection="right" duration={6000}>
      {toasts.map((t) => (
        <T.Root
          key={t.id}
          type={t.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onDismiss(t.id);
          }}
          className={cn('flex items-start justify-between gap-3 rounded-md border p-3 shadow-md', TONES[t.tone])}
        >
          <div>
            <T.Title className="text-sm font-semibold">{t.title}</T.Title>
            {t.description ? <T.Description className="mt-1 text-sm">{t.description}</T.Description> : null}
          </div>
          <T.Close aria-label={closeLabel} className="text-lg leading-none">
            ×
          </T.Close>
        </T.Root>
      ))}
      <T.Viewport className="fixed bottom-4 end-4 z-[60] flex w-96 max-w-[92vw] flex-col gap-2 outline-none" />
    </T.Provider>
  );
}
