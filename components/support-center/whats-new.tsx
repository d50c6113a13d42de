'use client';
import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWhatsNew } from './use-helpdesk';

// The drawer loads when first opened; the page paints only the button and its unread count.
const WhatsNewPanel = dynamic(() => import('./whats-new-panel').then((m) => m.WhatsNewPanel), { ssr: false });

/** The header button with the unread count; it opens the drawer of release notes. */
export function WhatsNew() {
  const t = useTranslations('supportCenter.whatsNew');
  const format = useFormatter();
  const [open, setOpen] = useState(false);
  const { data } = useWhatsNew();
  const unread = data?.meta.unread ?? 0;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('open')}
        {unread > 0 ? (
          <>
            <span aria-hidden className="min-w-5 rounded-full bg-red-600 px-1.5 text-xs font-semibold leading-5 text-white">
              {format.number(unread)}
            </span>
            <span className="sr-only"> {t('unreadCount', { count: unread })}</span>
          </>
        ) : null}
      </Button>
      {open ? <WhatsNewPanel onClose={() => setOpen(false)} /> : null}
    </>
  );
}
