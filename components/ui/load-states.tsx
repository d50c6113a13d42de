'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from './button';

/** Loading and failure states of lists, panels and tabs. */

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('common');
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-6 py-8 text-center text-sm text-red-900">
      <p className="font-semibold">{t('loadFailed')}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function Loading({ label }: { label?: string }) {
  const t = useTranslations('common');
  return (
    <p aria-busy="true" className="rounded-lg border border-slate-200 bg-white px-6 py-8 text-center text-sm text-slate-700">
      {label ?? t('loading')}
    </p>
  );
}

/** A quiet empty line for small panels, where the large EmptyState would dominate. */
export function Empty({ children }: { children: string }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-700">{children}</p>
  );
}

/** Renders SWR's three states before the content: failed with nothing to show, still loading, or ready. */
export function Loaded<T>({
  data,
  error,
  retry,
  children,
}: {
  data: T | undefined;
  error: unknown;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (data !== undefined) return <>{children(data)}</>;
  if (error) return <LoadError onRetry={retry} />;
  return <Loading />;
}
