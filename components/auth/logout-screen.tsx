'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { clearStoredSession } from '@/lib/browser/store';

/** Ends the session on the server, clears the stored browser keys, then says so (SPEC §2). */
export function LogoutScreen({ companyId }: { companyId: string }) {
  const t = useTranslations('auth');
  const [done, setDone] = useState(false);
  useEffect(() => {
    fetch('/api/main/client-portal/logout', { method: 'POST', credentials: 'same-origin' })
      .catch(() => undefined)
      .finally(() => {
        clearStoredSession();
        setDone(true);
      });
  }, []);
  if (!done) return <p role="status" className="text-sm text-slate-700">{t('signingOut')}</p>;
  return (
    <div className="space-y-4" data-testid="logged-out">
      <p className="text-sm text-slate-700">{t('loggedOutBody')}</p>
      <Button asChild className="w-full"><Link href={`/${companyId}/login`}>{t('signInAgain')}</Link></Button>
    </div>
  );
}
