'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { SideSheet } from '@/components/ui/side-sheet';
import { Button } from '@/components/ui/button';
import { Empty, Loaded } from '@/components/ui/load-states';
import { useAction } from '@/lib/browser/use-action';
import { cn } from '@/lib/cn';
import type { WhatsNewItem } from '@/lib/helpdesk/schema';
import { apiKey } from '@/lib/browser/typed-api';
import { helpdeskRoutes } from '@/lib/contracts/routes/helpdesk';
import { helpdeskApi } from './api';
import { useWhatsNew } from './use-helpdesk';
import { invalidate } from '@/lib/browser/invalidate';

/** The What's new drawer: newest first, unread ones marked with a dot and bold titles. */
export function WhatsNewPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslations('supportCenter.whatsNew');
  const { data, error, mutate } = useWhatsNew();
  const unread = data?.meta.unread ?? 0;
  return (
    <SideSheet
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('title')}
      description={t('description')}
      footer={<MarkRead label={t('markAllRead')} disabled={unread === 0} variant="outline" />}
    >
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(d) =>
          d.data.length === 0 ? (
            <Empty>{t('empty')}</Empty>
          ) : (
            <ol className="space-y-3">
              {d.data.map((item) => (
                <Entry key={item._id} item={item} />
              ))}
            </ol>
          )
        }
      </Loaded>
    </SideSheet>
  );
}

function Entry({ item }: { item: WhatsNewItem }) {
  const t = useTranslations('supportCenter.whatsNew');
  const format = useFormatter();
  return (
    <li className={cn('rounded-md border px-4 py-3', item.read ? 'border-slate-200 bg-white' : 'border-brand/40 bg-slate-50')}>
      <div className="flex items-start justify-between gap-3">
        <h3 className={cn('flex items-center gap-2 text-sm text-slate-900', item.read ? 'font-medium' : 'font-bold')}>
          {item.read ? null : <span aria-hidden className="h-2 w-2 shrink-0 rounded-full bg-red-600" />}
          {item.read ? null : <span className="sr-only">{t('unread')}: </span>}
          {item.title}
        </h3>
        <time dateTime={item.published_at} className="shrink-0 text-xs text-slate-700">
          {format.dateTime(new Date(item.published_at), { dateStyle: 'medium' })}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">{item.body}</p>
      {item.read ? null : (
        <div className="mt-2 flex justify-end">
          <MarkRead ids={[item._id]} label={t('markRead')} variant="ghost" />
        </div>
      )}
    </li>
  );
}

/** Marks the given entries (or all) read, then refetches the list and the count. */
function MarkRead({ ids, label, disabled, variant }: { ids?: string[]; label: string; disabled?: boolean; variant: 'outline' | 'ghost' }) {
  const { busy, run } = useAction();
  const mark = async () => {
    if (await run(() => helpdeskApi.markWhatsNewRead(ids))) void invalidate(apiKey(helpdeskRoutes.whatsNew));
  };
  return (
    <Button size="sm" variant={variant} disabled={disabled} loading={busy} onClick={() => void mark()}>
      {label}
    </Button>
  );
}
