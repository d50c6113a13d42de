'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { packetUpdate } from '@/lib/onboarding/schema';
import type { PacketDetail } from '@/lib/onboarding/types';
import { useAction } from '@/lib/browser/use-action';
import { messagesByPath, P, revalidateOnboarding, send } from '../api';
import { PacketFields } from './packet-fields';

/** Name and description (saved together), archive or restore, and assign. */
export function PacketHeader({ packet, onAssign }: { packet: PacketDetail; onAssign: () => void }) {
  const t = useTranslations('onboarding.editor');
  const format = useFormatter();
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const saved = { name: packet.name, description: packet.description ?? '' };
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = form.name !== saved.name || form.description !== saved.description;

  async function save(e: FormEvent) {
    e.preventDefault();
    const parsed = packetUpdate.safeParse(form);
    if (!parsed.success) return setErrors(messagesByPath(parsed.error.issues));
    await run(() => send.put<PacketDetail>(P.packet(packet._id), parsed.data), toasts('packetSaved'));
  }
  const archive = (archived: boolean) =>
    run(() => send.put<PacketDetail>(P.packet(packet._id), { archived }), toasts(archived ? 'packetArchived' : 'packetRestored'));

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
      <form onSubmit={save} noValidate className="space-y-3">
        <PacketFields
          value={form}
          errors={errors}
          onChange={(patch) => {
            setForm((f) => ({ ...f, ...patch }));
            setErrors({});
          }}
        />
        <div className="flex justify-end gap-2">
          {dirty ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setForm(saved)}>
              {t('discard')}
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={!dirty} loading={busy}>
            {t('save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
