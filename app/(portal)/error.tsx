'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** A failed screen inside the shell: say so, log it, and offer a retry (a stale chunk reloads the page). */
export default function PortalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  const chunk = error.name === 'ChunkLoadError';
  useEffect(() => console.error(error), [error]);
  return (
    <EmptyState icon="!" title={t('generic')} body={error.digest ? `Ref. ${error.digest}` : ''}
      action={<Button onClick={() => (chunk ? window.location.reload() : reset())}>{t('retry')}</Button>} />
  );
}
