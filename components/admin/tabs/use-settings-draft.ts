'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/toast';
import { api } from '@/lib/browser/api';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
// Type-only: the zod schema itself stays out of the browser bundle.
import type { JsonPartName } from '@/lib/settings/schema';
import { messageOf } from '@/lib/browser/message-of';

export type SettingsParts = Partial<Record<JsonPartName, object>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Local draft of one settings tab plus its save: the tab's JSON parts go as multipart to
 * PUT client-portal/{companyId}/settings (SPEC §7), then the cached settings and the server page
 * refresh. The baseline moves to the saved draft at once, because the props only change after
 * the refresh lands.
 */
export function useSettingsDraft<T>(companyId: string, initial: T) {
  const t = useTranslations('adminSettings');
  const tc = useTranslations('common');
  const toast = useToast();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [base, setBase] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const dirty = !same(base, draft);
  useUnsavedWarning(dirty);

  const patch = (change: Partial<T>) => setDraft((d) => ({ ...d, ...change }));
  const reset = () => setDraft(base);

  /** `saved` is the draft as sent, when the tab normalised it (trimmed lines, say). */
  async function save(parts: SettingsParts, saved: T = draft): Promise<boolean> {
    const path = `client-portal/${companyId}/settings`;
    const form = new FormData();
    for (const [name, value] of Object.entries(parts)) form.set(name, JSON.stringify(value));
    setBusy(true);
    try {
      await api.put('main', path, form);
      setBase(saved);
      setDraft(saved);
      await mutate(path);
      toast.success(t('saved'));
      router.refresh();
      return true;
    } catch (err) {
      toast.error(messageOf(err, tc('actionFailed')));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { draft, patch, reset, dirty, busy, save };
}
