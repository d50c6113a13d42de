'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Empty, Loaded } from '@/components/ui/load-states';
import { Textarea } from '@/components/ui/textarea';
import { useFormat } from '@/lib/browser/format';
import { callApi, useApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import type { TabProps } from '../detail/tab-types';

const MAX = 5000;

/** Messages: write one (sent by email to the candidate) and read the history, newest first. */
export default function MessagesTab({ candidate }: TabProps) {
  const t = useTranslations('candidates.messages');
  const fmt = useFormat();
  const { data, error, mutate } = useApi(candidatesRoutes.messages, { params: { id: candidate._id }, query: { per_page: 50 } });
  const { busy, run } = useAction();
  const [body, setBody] = useState('');
  const [tried, setTried] = useState(false);
  const empty = body.trim() === '';

  async function send(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (empty) return;
    const res = await run(() => callApi(candidatesRoutes.sendMessage, { params: { id: candidate._id }, body: { body } }), t('sent'));
    if (res === null) return;
    setBody('');
    setTried(false);
    void mutate();
  }

  return (
    <div className="max-w-3xl space-y-6">
      <form onSubmit={send} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <Field label={t('body')} error={tried && empty ? t('bodyRequired') : null} hint={t('to', { email: candidate.email })}>
          {(p) => <Textarea {...p} rows={4} value={body} maxLength={MAX} onChange={(e) => setBody(e.target.value)} />}
        </Field>
        <Button type="submit" loading={busy}>
          {t('send')}
        </Button>
      </form>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(list) =>
          list.data.length === 0 ? (
            <Empty>{t('empty')}</Empty>
          ) : (
            <ol className="space-y-3" aria-label={t('history')}>
              {list.data.map((m) => (
                <li key={m._id} className="rounded-lg border border-slate-200 bg-white p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
                    <p>
                      <span className="font-medium text-slate-900">
                        {m.direction === 'outbound' ? (m.author_name ?? t('unknownAuthor')) : candidate.name}
                      </span>
                      {' · '}
                      <time dateTime={m.created_at}>{fmt.stamp(m.created_at)}</time>
                    </p>
                    <Badge tone={m.direction === 'outbound' ? 'info' : 'success'}>
                      {t(`direction.${m.direction}`)} · {t(`channel.${m.channel}`)}
                    </Badge>
                  </div>
                  <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-900">{m.body}</p>
                </li>
              ))}
            </ol>
          )
        }
      </Loaded>
    </div>
  );
}
