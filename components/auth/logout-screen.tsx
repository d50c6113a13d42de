'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { signOut } from '@/lib/browser/sign-out';
import { clearStoredSession } from '@/lib/browser/store';

/**
 * SPEC §2's logout screen. Reached from the account menu the session is already ended, and this only
 * clears the stored browser keys. Reached with a live session (a typed address, or a link from another
 * site) it asks first: signing out takes a POST from this page, never a mere visit.
 */
export function LogoutScreen({ companyId, companyName, signedIn }: { companyId: string; companyName: string; signedIn: boolean }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const [state, setState] = useState<'confirm' | 'working' | 'done'>(signedIn ? 'confirm' : 'done');
  useEffect(() => {
    if (!signedIn) clearStoredSession();
  }, [signedIn]);
  if (state !== 'done') {
    return (
      <div className="space-y-4" data-testid="logout-confirm">
        <p className="text-sm text-slate-700">{t('signOutConfirmBody', { company: companyName })}</p>
        <Button
          className="w-full"
          disabled={state === 'working'}
          onClick={async () => {
            setState('working');
            await signOut();
            setState('done');
            router.refresh();
          }}
        >
          {state === 'working' ? t('signingOut') : t('signOutConfirm')}
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link href="/">{t('staySignedIn')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4" data-testid="logged-out">
      <p className="text-sm text-slate-700">{t('loggedOutBody')}</p>
      <Button asChild className="w-full">
        <Link href={`/${companyId}/login`}>{t('signInAgain')}</Link>
      </Button>
    </div>
  );
}
