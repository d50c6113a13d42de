'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';
import { api } from '@/lib/browser/api';

const email = z.email().max(254);

export function LoginForm({ companyId, next }: { companyId: string; next?: string }) {
  const t = useTranslations('auth');
  const toast = useToast();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = email.safeParse(value.trim());
    if (!parsed.success) return setError(t('invalidEmail'));
    setError(null);
    setBusy(true);
    try {
      await api.post('main', 'client-portal/login-request', { email: parsed.data, company_id: companyId, next });
      setSentTo(parsed.data);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div role="status" className="space-y-4">
        <h2 className="text-base font-semibold text-slate-900">{t('checkEmail')}</h2>
        <p className="text-sm text-slate-700">{t('checkEmailBody', { email: sentTo })}</p>
        <Button variant="outline" onClick={() => setSentTo(null)}>{t('useAnotherEmail')}</Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t('email')} error={error}>
        {(p) => <Input {...p} type="email" name="email" autoComplete="email" autoFocus placeholder={t('emailPlaceholder')} value={value} onChange={(e) => setValue(e.target.value)} />}
      </Field>
      <Button type="submit" className="w-full" loading={busy}>{busy ? t('sending') : t('sendLink')}</Button>
    </form>
  );
}
