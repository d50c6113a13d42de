'use client';
import * as T from '@radix-ui/react-toast';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ToastContext, useToast, type Toast, type ToastApi } from '@/lib/browser/toast';

/** The context and useToast() live in lib/browser/toast.ts, so lib's hooks (useAction) can toast without importing components. */
export { useToast };

const TONES = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-slate-300 bg-white text-slate-900',
};

export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((t: Omit<Toast, 'id'>) => setToasts((xs) => [...xs, { ...t, id: Date.now() + Math.random() }]), []);
  const api = useMemo<ToastApi>(
    () => ({
      show,
      error: (message) => show({ title: message, tone: 'error' }),
      success: (message) => show({ title: message, tone: 'success' }),
    }),
    [show],
  );
  return (
    <ToastContext.Provider value={api}>
      <T.Provider swipeDirection="right" duration={6000}>
        {children}
        {toasts.map((t) => (
          <T.Root
            key={t.id}
            type={t.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) setToasts((xs) => xs.filter((x) => x.id !== t.id));
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
    </ToastContext.Provider>
  );
}
