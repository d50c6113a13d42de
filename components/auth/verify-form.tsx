'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/browser/typed-api';
import { authRoutes } from '@/lib/contracts/routes/auth';
import { rememberLogin } from '@/lib/browser/store';

/** The link is consumed by a POST behind a button, so mail scanners that open links cannot burn it. */
export function VerifyForm({ token, companyId, next }: { token: string; companyId: string; next?: string }) {
  const t = useTranslations('auth');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const res = await callApi(authRoutes.verifyLogin, { body: { token, company_id: companyId } });
      rememberLogin(res.data.user);
      // A full navigation, so the server renders the portal with the new session cookie.
      window.location.assign(res.data.next ?? next ?? '/');
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Button className="w-full" size="lg" onClick={signIn} loading={busy}>
        {busy ? t('signingIn') : t('signIn')}
      </Button>
      {error ? (
        <Link href={`/${companyId}/login`} className="block text-center text-sm font-medium text-slate-800 underline">
          {t('requestNewLink')}
        </Link>
      ) : null}
    </div>
  );
}
