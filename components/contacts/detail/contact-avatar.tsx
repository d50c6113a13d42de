'use client';
import { useTranslations } from 'next-intl';
import Image from 'next/image';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useAction } from '@/lib/browser/use-action';
import type { ContactDetail } from '@/lib/contacts/schema';
import { avatarUrl, contactApi } from '../api';

const ACCEPT = 'image/png,image/jpeg,image/webp';
const MAX_BYTES = 2 * 1024 * 1024;

/** Photo or initials, with an upload button (PNG/JPEG/WebP up to 2 MB; the server checks the bytes). */
export function ContactAvatar({ contact, onChanged }: { contact: ContactDetail; onChanged: () => void }) {
  const t = useTranslations('contacts.avatar');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { busy, run } = useAction();
  // Bumped after an upload so the browser fetches the new image instead of its cached copy.
  const [version, setVersion] = useState(contact.created_at);
  const [tooBig, setTooBig] = useState(false);

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setTooBig(file.size > MAX_BYTES);
    if (file.size > MAX_BYTES) return;
    if (await run(() => contactApi.avatar(contact._id, file), t('saved'))) {
      setVersion(String(Date.now()));
      onChanged();
    }
  }

  const initials = `${contact.first_name[0] ?? ''}${contact.last_name[0] ?? ''}`.toUpperCase();
  return (
    <div className="flex items-center gap-3">
      {contact.has_avatar ? (
        <Image
          src={avatarUrl(contact._id, version)}
          alt={t('alt', { name: contact.name })}
          width={64}
          height={64}
          unoptimized
          className="h-16 w-16 rounded-full border border-slate-200 object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-2 text-xl font-semibold text-on-brand-2"
        >
          {initials}
        </span>
      )}
      {contact.archived_at ? null : (
        <div>
          <label htmlFor={inputId} className="sr-only">
            {t('label')}
          </label>
          <input ref={input} id={inputId} type="file" accept={ACCEPT} className="sr-only" onChange={(e) => void pick(e)} />
          <Button variant="outline" size="sm" loading={busy} onClick={() => input.current?.click()}>
            {contact.has_avatar ? t('change') : t('upload')}
          </Button>
          <p className={tooBig ? 'mt-1 text-xs text-red-700' : 'mt-1 text-xs text-slate-600'} role={tooBig ? 'alert' : undefined}>
            {tooBig ? t('tooBig') : t('hint')}
          </p>
        </div>
      )}
    </div>
  );
}
