'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Empty, Loaded } from '@/components/ui/load-states';
import { Textarea } from '@/components/ui/textarea';
import { useFormat } from '@/lib/browser/format';
import { totalOf } from '@/lib/browser/lists';
import { useAction } from '@/lib/browser/use-action';
import type { ContactDetail } from '@/lib/contacts/schema';
import { contactApi } from '../api';
import { useConversation } from '../use-contacts';

const PER_PAGE = 20;

/**
 * Emails exchanged with the contact. A page of the newest messages reads top to bottom, oldest first,
 * with the composer below it like any chat; "earlier" pages back in time.
 */
export function ConversationsTab({ contact }: { contact: ContactDetail }) {
  const t = useTranslations('contacts.conversations');
  const fmt = useFormat();
  const fieldId = useId();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const { busy, run } = useAction();
  const { data, error, mutate } = useConversation(contact._id, { page, per_page: PER_PAGE });
  const pages = Math.max(1, Math.ceil(totalOf(data?.meta) / PER_PAGE));

  async function send(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) return;
    if (await run(() => contactApi.send(contact._id, text.trim()), t('sent'))) {
      setText('');
      if (page !== 1) setPage(1);
      else void mutate();
    }
  }

  return (
    <section aria-label={t('title')} className="space-y-4">
      {page < pages ? (
        <Button variant="outline" size="sm" onClick={() => setPage(page + 1)}>
          {t('earlier')}
        </Button>
      ) : null}
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(body) =>
          body.data.length === 0 ? (
            <Empty>{t('empty')}</Empty>
          ) : (
            <ol className="space-y-3" aria-live="polite">
              {[...body.data].reverse().map((m) => (
                <li
                  key={m._id}
                  className={
                    m.direction === 'outbound'
                      ? 'ms-12 rounded-lg bg-brand-2 p-3 text-on-brand-2'
                      : 'me-12 rounded-lg border border-slate-200 bg-white p-3'
                  }
                >
                  <p className="whitespace-pre-wrap text-sm">{m.body}</p>
                  <p className="mt-1 text-xs">
                    {t(m.direction, { name: m.author_name ?? t('someone') })} · {t(`channels.${m.channel}`)} ·{' '}
                    <time dateTime={m.created_at}>{fmt.stamp(m.created_at)}</time>
                  </p>
                </li>
              ))}
            </ol>
          )
        }
      </Loaded>
      {page > 1 ? (
        <Button variant="ghost" size="sm" onClick={() => setPage(page - 1)}>
          {t('later')}
        </Button>
      ) : null}
      {contact.archived_at ? (
        <p className="text-sm text-slate-700">{t('archived')}</p>
      ) : (
        <form onSubmit={send} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
          <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
            {t('compose', { email: contact.email })}
          </label>
          <Textarea
            id={fieldId}
            rows={3}
            maxLength={5000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('placeholder')}
          />
          <div className="flex justify-end">
            <Button type="submit" loading={busy} disabled={!text.trim()}>
              {t('send')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
