'use client';
import { useTranslations } from 'next-intl';

export type RequestKind = 'shift' | 'order' | 'public';

/** Which of the three ways to ask for workers this screen is, and when to use the others. */
export function RequestHint({ kind }: { kind: RequestKind }) {
  const t = useTranslations('workRequests.hint');
  return <p className="mb-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">{t(kind)}</p>;
}
