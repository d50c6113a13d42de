'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { portalStarted } from './start-up';

const STEPS = ['user', 'config', 'almost'] as const;

/** SPEC §2 start-up messages, shown in turn while the portal first loads; a page change shows only a progress bar. */
export function LoadingScreen() {
  // Read once per mount, so a screen that began as the start-up one keeps its messages to the end.
  const [startUp] = useState(() => !portalStarted());
  return startUp ? <StartUpMessages /> : <PageLoading />;
}

function PageLoading() {
  const t = useTranslations('common');
  return <Spinner position="top" label={t('loading')} />;
}

function StartUpMessages() {
  const t = useTranslations('app.loading');
  const [step, setStep] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setStep((s) => Math.min(s + 1, STEPS.length - 1)), 900);
    return () => clearInterval(id);
  }, []);
  const message = t(STEPS[step]!); // step stays within STEPS (clamped above)
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
      <Spinner position="top" label={message} />
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-2 border-t-brand" aria-hidden />
      <p aria-live="polite" className="text-sm text-slate-700">
        {message}
      </p>
    </div>
  );
}
