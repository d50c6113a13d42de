'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { callApi } from '@/lib/browser/typed-api';
import { messageOf } from '@/lib/browser/message-of';
import { authRoutes } from '@/lib/contracts/routes/auth';

// A light check before the server's full zod validation; zod itself stays out of the browser bundle.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LoginForm({ companyId, next }: { companyId: string; next?: string }) {
  const t = useTranslations('auth');
  const tErrors = useTranslations('errors');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const email = value.trim();
    if (!EMAIL.test(email) || email.length > 254) return setError(t('invalidEmail'));
    setError(null);
    setBusy(true);
    try {
      await callApi(authRoutes.loginRequest, { body: { email, company_id: companyId, next } });
      setSentTo(email);
    } catch (err) {
      // Shown under the field (a refusal, say too many requests, in the server's words): the sign-in page has no toasts.
      setError(messageOf(err, tErrors('network')));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div role="status" className="space-y-4">
        <h2 className="text-base font-semibold text-slate-900">{t('checkEmail')}</h2>
        <p className="text-sm text-slate-700">{t('checkEmailBody', { email: sentTo })}</p>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          {t('useAnotherEmail')}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t('email')} error={error}>
        {(p) => (
          <Input
            {...p}
            type="email"
            name="email"
            autoComplete="email"
            autoFocus
            placeholder={t('emailPlaceholder')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" loading={busy}>
        {busy ? t('sending') : t('sendLink')}
      </Button>
    </form>
  );
}
