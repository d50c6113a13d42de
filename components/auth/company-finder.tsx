'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';

export function CompanyFinder({ next }: { next?: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(e: FormEvent) {
    e.preventDefault();
    const slug = value.trim().toLowerCase();
    if (!/^[a-z0-9][a-z0-9-]{1,39}$/.test(slug)) return setError(t('invalidCompany'));
    router.push(`/${slug}/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t('companyId')} error={error}>
        {(p) => (
          <Input {...p} name="company" autoFocus autoComplete="organization" value={value} onChange={(e) => setValue(e.target.value)} />
        )}
      </Field>
      <Button type="submit" className="w-full">
        {t('continue')}
      </Button>
    </form>
  );
}
