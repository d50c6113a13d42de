'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useAction } from '@/lib/browser/use-action';
import type { ContactDetail } from '@/lib/contacts/schema';
import { contactApi } from '../api';
import { ContactAvatar } from './contact-avatar';

const linkClass = 'underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40';

/** Avatar, name, company and ways to reach the contact; edit, and archive or restore with confirmation. */
export function ContactHeader({ contact, onChanged }: { contact: ContactDetail; onChanged: () => void }) {
  const t = useTranslations('contacts.detail');
  const tc = useTranslations('common');
  const { busy, run } = useAction();
  const [confirming, setConfirming] = useState(false);
  const archived = contact.archived_at !== null;

  async function toggle() {
    const done = await run(
      () => (archived ? contactApi.restore(contact._id) : contactApi.archive(contact._id)),
      archived ? t('restored') : t('archivedDone'),
    );
    setConfirming(false);
    if (done) onChanged();
  }

  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-4">
        <ContactAvatar contact={contact} onChanged={onChanged} />
        <div>
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold text-slate-900">
            {contact.name}
            {archived ? <Badge>{t('archived')}</Badge> : contact.portal_access ? <Badge tone="success">{t('portal')}</Badge> : null}
          </h1>
          <p className="text-sm text-slate-700">
            {contact.title ? `${contact.title} · ` : ''}
            <Link href={`/company/${contact.company_id}`} className={linkClass}>
              {contact.company_name}
            </Link>
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
            <a href={`mailto:${contact.email}`} className={linkClass}>
              {contact.email}
            </a>
            {contact.phone ? (
              <a href={`tel:${contact.phone}`} className={linkClass}>
                {contact.phone}
              </a>
            ) : null}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        {archived ? null : (
          <Button asChild variant="outline">
            <Link href={`/contacts/${contact._id}/update`}>{t('edit')}</Link>
          </Button>
        )}
        <Button variant={archived ? 'primary' : 'outline'} onClick={() => setConfirming(true)}>
          {archived ? t('restore') : t('archive')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        busy={busy}
        danger={!archived}
        cancelLabel={tc('cancel')}
        title={archived ? t('restoreTitle', { name: contact.name }) : t('archiveTitle', { name: contact.name })}
        description={archived ? t('restoreBody') : t('archiveBody')}
        confirmLabel={archived ? t('restore') : t('archive')}
        onConfirm={() => void toggle()}
      />
    </header>
  );
}
