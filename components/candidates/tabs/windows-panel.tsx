'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { RemovableList } from '@/components/ui/removable-list';
import { Select } from '@/components/ui/select';
import { useFormat } from '@/lib/browser/format';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { WINDOW_KINDS, type WindowKind } from '@/lib/candidates/types';
import type { AvailabilityWindow } from '@/lib/candidates/schema';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';

type Draft = { kind: WindowKind; start: string; end: string; reason: string };
const EMPTY: Draft = { kind: 'unavailable', start: '', end: '', reason: '' };
/** datetime-local values are the browser's local time; the API takes instants. */
const instant = (local: string) => new Date(local).toISOString();

/** v2 dated windows: add available or unavailable periods (end after start), remove with confirmation. */
export function WindowsPanel({
  candidateId,
  windows,
  onChanged,
}: {
  candidateId: string;
  windows: AvailabilityWindow[];
  onChanged: () => void;
}) {
  const t = useTranslations('candidates.availability');
  const tc = useTranslations('candidates.common');
  const fmt = useFormat();
  const { busy, run } = useAction();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  const missing = !draft.start || !draft.end;
  const reversed = !missing && draft.end <= draft.start;

  async function add(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (missing || reversed) return;
    const body = { kind: draft.kind, starts_at: instant(draft.start), ends_at: instant(draft.end), reason: draft.reason || null };
    const res = await run(() => callApi(candidatesRoutes.addWindow, { params: { candidateId }, body }), t('windowAdded'));
    if (res === null) return;
    setDraft(EMPTY);
    setTried(false);
    onChanged();
  }

  async function remove(w: AvailabilityWindow) {
    const res = await run(() => callApi(candidatesRoutes.deleteWindow, { params: { candidateId, windowId: w._id } }), t('windowRemoved'));
    if (res !== null) onChanged();
  }

  return (
    <div className="space-y-4">
      <form onSubmit={add} noValidate className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <Field label={t('kind')}>
          {(p) => (
            <Select<WindowKind>
              {...p}
              size="sm"
              className="w-40"
              value={draft.kind}
              onValueChange={(kind) => setDraft({ ...draft, kind })}
              options={WINDOW_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            />
          )}
        </Field>
        <Field label={t('startsAt')} error={tried && !draft.start ? t('required') : null}>
          {(p) => (
            <input
              {...p}
              type="datetime-local"
              value={draft.start}
              onChange={(e) => setDraft({ ...draft, start: e.target.value })}
              className={control}
            />
          )}
        </Field>
        <Field label={t('endsAt')} error={tried && !draft.end ? t('required') : tried && reversed ? t('problems.order') : null}>
          {(p) => (
            <input
              {...p}
              type="datetime-local"
              value={draft.end}
              min={draft.start || undefined}
              onChange={(e) => setDraft({ ...draft, end: e.target.value })}
              className={control}
            />
          )}
        </Field>
        <Field label={t('reason')}>
          {(p) => (
            <input
              {...p}
              value={draft.reason}
              maxLength={500}
              onChange={(e) => setDraft({ ...draft, reason: e.target.value })}
              className={`${control} w-56`}
            />
          )}
        </Field>
        <Button type="submit" size="sm" className="mt-7" loading={busy}>
          {t('addWindow')}
        </Button>
      </form>
      <RemovableList
        items={windows}
        itemKey={(w) => w._id}
        empty={t('noWindows')}
        label={t('windowsTitle')}
        busy={busy}
        removeText={tc('remove')}
        removeLabel={(w) => t('removeWindow', { from: fmt.stamp(w.starts_at) })}
        confirm={() => ({ title: t('confirmTitle'), description: t('confirmBody'), confirmLabel: tc('remove'), cancelLabel: tc('cancel') })}
        onRemove={remove}
      >
        {(w) => (
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={w.kind === 'available' ? 'success' : 'danger'}>{t(`kinds.${w.kind}`)}</Badge>
            <span className="text-slate-900">
              {fmt.stamp(w.starts_at)} – {fmt.stamp(w.ends_at)}
            </span>
            {w.reason ? <span className="text-slate-700">· {w.reason}</span> : null}
          </div>
        )}
      </RemovableList>
    </div>
  );
}
