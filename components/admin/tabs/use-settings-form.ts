'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { useCheckedForm } from '@/components/ui/form/use-zod-form';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { portalSettingsRoutes } from '@/lib/contracts/routes/portal-settings';
// Type-only: the zod schema itself stays out of the browser bundle.
import type { JsonPartName } from '@/lib/settings/schema';
import { revalidateSettings } from '../settings-cache';

export type SettingsParts = Partial<Record<JsonPartName, object>>;

/** The resolver of a tab whose inputs need no check (switches, a picked time zone). */
export const noChecks =
  <V extends FieldValues>(): Resolver<V, unknown, V> =>
  (values) => ({ values, errors: {} });

/**
 * A settings tab's kit form and its save. The rules are the tab's own (lib/settings, plain TypeScript: no zod in
 * these tabs), run on Save and then as the user corrects a field. `save` sends the tab's JSON parts as multipart
 * to PUT client-portal/{companyId}/settings (SPEC §7); once the server takes them the form's baseline becomes
 * `saved` (the values as sent, normalised), the cached settings and the server page refresh. A refusal toasts
 * the server's message and marks the fields among `fields` it names. Leaving with unsaved changes asks first.
 */
export function useSettingsForm<V extends FieldValues, O>(companyId: string, initial: V, resolver: Resolver<V, unknown, O>) {
  const t = useTranslations('adminSettings');
  const { run } = useAction();
  const router = useRouter();
  const form = useCheckedForm<V, O>(resolver, initial as DefaultValues<V>);
  useUnsavedWarning(form.formState.isDirty && !form.formState.isSubmitting);

  async function save(parts: SettingsParts, saved: V, fields: readonly Path<V>[] = []): Promise<void> {
    const body = new FormData();
    for (const [name, value] of Object.entries(parts)) body.set(name, JSON.stringify(value));
    const sent = await run(
      async () => {
        await callApi(portalSettingsRoutes.update, { params: { company_id: companyId }, body });
        form.reset(saved);
        await revalidateSettings();
        return true;
      },
      t('saved'),
      (_, err) => applyServerErrors(form, err, fields),
    );
    if (sent) router.refresh();
  }

  return { form, save };
}
