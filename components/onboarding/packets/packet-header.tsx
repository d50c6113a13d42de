'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import type { PacketDetail } from '@/lib/onboarding/schema';
import { revalidateOnboarding } from '../api';
import { PacketFields } from './packet-fields';
import { PACKET_FIELDS, packetFormSchema, type PacketField, type PacketInput } from './packet-form-schema';

/** Name and description (saved together), archive or restore, and assign. */
export function PacketHeader({ packet, onAssign }: { packet: PacketDetail; onAssign: () => void }) {
  const t = useTranslations('onboarding.editor');
  const tp = useTranslations('onboarding.packets');
  const format = useFormatter();
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const saved = { name: packet.name, description: packet.description ?? '' };
  const form = useZodForm(packetFormSchema, saved);
  const dirty = form.formState.isDirty;

  async function save(body: PacketInput) {
    const res = await run(
      () => callApi(onboardingRoutes.updatePacket, { params: { id: packet._id }, body }),
      toasts('packetSaved'),
      (refused) => {
        for (const f of PACKET_FIELDS) if (refused[f]) form.setError(f, { type: 'server', message: refused[f] });
      },
    );
    // What was saved is the form's new starting point (no longer "changed").
    if (res) form.reset({ name: res.data.name, description: res.data.description ?? '' });
  }
  const archive = (archived: boolean) =>
    run(
      () => callApi(onboardingRoutes.updatePacket, { params: { id: packet._id }, body: { archived } }),
      toasts(archived ? 'packetArchived' : 'packetRestored'),
    );

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="packet-editor-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          {packet.name}
          {packet.archived_at ? <Badge>{t('archived')}</Badge> : null}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onAssign} disabled={Boolean(packet.archived_at) || packet.items.length === 0}>
            {t('assign')}
          </Button>
          <Button size="sm" variant="outline" loading={busy} onClick={() => void archive(!packet.archived_at)}>
            {packet.archived_at ? t('restore') : t('archive')}
          </Button>
        </div>
      </div>
      <p className="mb-3 text-sm text-slate-700">
        {t('stats', { assigned: format.number(packet.assigned_count), completed: format.number(packet.completed_count) })}
      </p>
      {packet.items.length === 0 ? <p className="mb-3 text-sm text-amber-900">{t('assignNeedsItems')}</p> : null}
      <Form form={form} onSubmit={save} errorText={(f) => tp(`errors.${f as PacketField}`)} className="space-y-3">
        <PacketFields />
        <div className="flex justify-end gap-2">
          {dirty ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => form.reset(saved)}>
              {t('discard')}
            </Button>
          ) : null}
          <SubmitButton size="sm" disabled={!dirty}>
            {t('save')}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
