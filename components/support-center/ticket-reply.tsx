'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useAction } from '@/lib/browser/use-action';
import { BODY_MAX } from '@/lib/helpdesk/types';
import { helpdeskApi } from './api';

/** The reply box under a thread; the text stays if sending fails, so nothing typed is lost. */
export function TicketReply({ id, onSent }: { id: string; onSent: () => void }) {
  const t = useTranslations('supportCenter.thread');
  const { busy, run } = useAction();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const text = body.trim();
    if (!text) return setError(t('replyRequired'));
    setError(null);
    if (await run(() => helpdeskApi.reply(id, text), t('replySent'))) {
      setBody('');
      onSent();
    }
  };

  return (
    <form onSubmit={send} noValidate className="space-y-3">
      <Field label={t('reply')} error={error}>
        {(p) => <Textarea {...p} rows={4} value={body} maxLength={BODY_MAX} onChange={(e) => setBody(e.target.value)} />}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
