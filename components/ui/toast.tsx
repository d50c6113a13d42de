'use client';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ToastContext, useToast, type Toast, type ToastApi } from '@/lib/browser/toast';
import { whenIdle } from '@/lib/browser/when-idle';

/** The context and useToast() live in lib/browser/toast.ts, so lib's hooks (useAction) can toast without importing components. */
export { useToast };

const loadList = () => import('./toast-list');
const ToastList = lazy(() => loadList().then((m) => ({ default: m.ToastList })));

/**
 * Toasts for the portal. Their renderer (Radix Toast, ~9 kB gzip) is not part of the first load: it is
 * fetched once the page is idle, or by the first toast, whichever comes first.
 */
export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((t: Omit<Toast, 'id'>) => setToasts((xs) => [...xs, { ...t, id: Date.now() + Math.random() }]), []);
  const dismiss = useCallback((id: number) => setToasts((xs) => xs.filter((x) => x.id !== id)), []);
  const api = useMemo<ToastApi>(
    () => ({
      show,
      error: (message) => show({ title: message, tone: 'error' }),
      success: (message) => show({ title: message, tone: 'success' }),
    }),
    [show],
  );
  useEffect(() => whenIdle(loadList), []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} closeLabel={closeLabel} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
