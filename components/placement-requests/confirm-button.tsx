'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/public-jobs/form-controls';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/browser/typed-api';
import { publicRoutes } from '@/lib/contracts/routes/public';

/**
 * Confirms by POST behind a button: mail scanners that open the link cannot confirm on their own.
 * A refusal (already confirmed, expired) shows the server's message.
 */
export function ConfirmButton({ token, company }: { token: string; company: string }) {
  const t = useTranslations('publicJobs.confirm');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await callApi(publicRoutes.confirmPlacementRequest, { body: { token } });
      setDone(true);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-5">
        <h2 className="text-lg font-semibold text-emerald-900">{t('confirmedTitle')}</h2>
        <p className="mt-1 text-sm text-emerald-900">{t('confirmedBody', { company })}</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <FormAlert message={error} />
      <Button size="lg" className="w-full sm:w-auto" onClick={confirm} loading={busy}>
        {busy ? t('confirming') : t('button')}
      </Button>
    </div>
  );
}
