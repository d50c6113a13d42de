'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { isChunkLoadError } from '@/lib/browser/chunk-error';

/** A failed screen inside the shell: say so, log it, and offer a retry, or a reload when a chunk did not load. */
export default function PortalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  useEffect(() => console.error(error), [error]);
  if (isChunkLoadError(error)) {
    return (
      <EmptyState
        icon="↻"
        title={t('chunkTitle')}
        body={t('chunkBody')}
        action={<Button onClick={() => window.location.reload()}>{t('reload')}</Button>}
      />
    );
  }
  return (
    <EmptyState
      icon="!"
      title={t('generic')}
      body={error.digest ? `Ref. ${error.digest}` : ''}
      action={<Button onClick={() => reset()}>{t('retry')}</Button>}
    />
  );
}
