import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/shell/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { firstParam } from '@/lib/auth/company-page';
import { listMailbox, mailboxOpenTo } from '@/lib/mail';
import { titleFrom } from '@/lib/settings/page-metadata';
import { publicPage } from '@/lib/auth/guard';

export const generateMetadata = titleFrom('pages', 'mailbox');

const LINK = /https?:\/\/[^\s<>"]+/;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Development mailbox (DESIGN.md §4, §7): opened by the link with its key that `npm start` prints; 404 otherwise. */
export default async function MailboxPage({ searchParams }: Props) {
  if (!mailboxOpenTo(firstParam((await searchParams).key))) notFound();
  const [mail, t] = await Promise.all([listMailbox(publicPage().db, { limit: 50 }), getTranslations('mailbox')]);
  return (
    <main className="mx-auto max-w-4xl p-6">
      <PageHeader title={t('title')} subtitle={t('intro')} />
      {mail.length === 0 ? (
        <EmptyState title={t('title')} body={t('empty')} />
      ) : (
        <ul className="space-y-3">
          {mail.map((m) => {
            const link = LINK.exec(m.text)?.[0];
            return (
              <li key={m.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="mail">
                <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                  <span>
                    <span className="font-semibold">{t('to')}:</span> <span data-testid="mail-to">{m.to}</span>
                  </span>
                  <time dateTime={m.created_at} className="text-slate-600">
                    {m.created_at.replace('T', ' ').slice(0, 19)} UTC
                  </time>
                </div>
                <p className="mt-1 font-medium text-slate-900">{m.subject}</p>
                {Object.keys(m.headers).length ? (
                  // Header lines as sent (List-Unsubscribe …): protocol text, shown as is in every language.
                  <pre className="mt-1 whitespace-pre-wrap break-all font-mono text-xs text-slate-600" data-testid="mail-headers">
                    {Object.entries(m.headers)
                      .map(([name, value]) => `${name}: ${value}`)
                      .join('\n')}
                  </pre>
                ) : null}
                <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-slate-700">{m.text}</pre>
                {link ? (
                  <a href={link} className="mt-2 inline-block text-sm font-medium text-slate-900 underline" data-testid="mail-link">
                    {t('open')}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
