'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Suspense, lazy, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';
import { HttpError } from '@/lib/api/client';
import { callApi } from '@/lib/browser/typed-api';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';
import type { Format } from '@/lib/browser/format';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { MAX_REASON_LENGTH, type TimesheetDetail } from '@/lib/timesheets/types';
import { detailKey, revalidateAll } from '../api';
import { draftOf, fingerprint, newCard, toPayload, validate, type CardDraft, type Draft } from './draft';
import { TimecardRows } from './timecard-rows';
import { messageOf } from '@/lib/browser/message-of';

// The discard confirmation loads on first use: most edits end with Save.
const ConfirmDialog = lazy(() => import('@/components/ui/dialog').then((m) => ({ default: m.ConfirmDialog })));

/** Server field errors such as "timecards.2.clock_out" belong under row 3; the rest go to the summary. */
function splitServerErrors(errors: Record<string, unknown> | undefined): { rows: Map<number, string[]>; other: string[] } {
  const rows = new Map<number, string[]>();
  const other: string[] = [];
  for (const [key, value] of Object.entries(errors ?? {})) {
    if (key === 'logout') continue;
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    const m = /^timecards\D*(\d+)/.exec(key);
    if (m) rows.set(Number(m[1]), [...(rows.get(Number(m[1])) ?? []), text]);
    else other.push(text);
  }
  return { rows, other };
}

export function EditForm({ ts, fmt }: { ts: TimesheetDetail; fmt: Format }) {
  const t = useTranslations('timesheets.edit');
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const formRef = useRef<HTMLFormElement>(null);
  // The draft is the editing buffer, seeded once from the server copy; SWR keeps the server copy.
  const [initial] = useState(() => fingerprint(draftOf(ts)));
  const [draft, setDraft] = useState<Draft>(() => draftOf(ts));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [server, setServer] = useState<{ message: string; rows: Map<number, string[]>; other: string[] } | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const dirty = fingerprint(draft) !== initial;
  const check = validate(draft.cards, ts.week_start);

  useUnsavedWarning(dirty);

  const setCards = (fn: (cards: CardDraft[]) => CardDraft[]) => {
    setDraft((d) => ({ ...d, cards: fn(d.cards) }));
    // The server's row errors point at row positions, which an edit may have shifted.
    setServer((s) => (s && s.rows.size ? { ...s, rows: new Map() } : s));
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    setServer(null);
    if (check.count > 0) {
      // Let the messages render, then take the user to the first problem.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      const res = await callApi(timesheetsRoutes.update, { params: { id: ts._id }, body: toPayload(draft) });
      await mutate(detailKey(ts._id), { data: res.data }, { revalidate: false });
      void revalidateAll(mutate);
      toast.success(t('saved'));
      router.push(`/timesheets/view/${ts._id}`);
    } catch (err) {
      const message = messageOf(err, t('failed'));
      toast.error(message);
      setServer({ message, ...splitServerErrors(err instanceof HttpError ? err.body.errors : undefined) });
      setSaving(false);
    }
  }

  const leave = () => router.push(`/timesheets/view/${ts._id}`);
  return (
    <form ref={formRef} onSubmit={save} noValidate className="max-w-5xl space-y-6">
      {ts.status === 'rejected' ? (
        <p className="rounded-md border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">{t('rejectedHint')}</p>
      ) : null}
      {server ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">{server.message}</p>
          {server.other.length ? (
            <ul className="mt-1 list-disc ps-5">
              {server.other.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : tried && check.count > 0 ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {t('errors.summary', { count: check.count })}
        </p>
      ) : null}

      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('timecards')}</legend>
        {draft.cards.length ? (
          <TimecardRows
            cards={draft.cards}
            issues={tried ? check.byKey : null}
            serverIssues={server?.rows ?? new Map()}
            fmt={fmt}
            onChange={(key, field, value) => setCards((cards) => cards.map((c) => (c.key === key ? { ...c, [field]: value } : c)))}
            onRemove={(key) => setCards((cards) => cards.filter((c) => c.key !== key))}
          />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-700">
            {t('noCards')}
          </p>
        )}
        <Button type="button" variant="outline" size="sm" onClick={() => setCards((cards) => [...cards, newCard(cards, ts.week_start)])}>
          <span aria-hidden>+</span>
          {t('add')}
        </Button>
      </fieldset>

      <div className="grid gap-4 md:grid-cols-2">
        <Field label={t('manager')} hint={t('managerHint')}>
          {(p) => (
            <Input
              {...p}
              value={draft.manager}
              maxLength={120}
              autoComplete="off"
              onChange={(e) => setDraft((d) => ({ ...d, manager: e.target.value }))}
            />
          )}
        </Field>
        <Field label={t('comment')}>
          {(p) => (
            <textarea
              {...p}
              rows={3}
              maxLength={1000}
              value={draft.comment}
              onChange={(e) => setDraft((d) => ({ ...d, comment: e.target.value }))}
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
            />
          )}
        </Field>
        <div className="md:col-span-2">
          <Field label={t('reason')} hint={t('reasonHint')}>
            {(p) => (
              <Input
                {...p}
                value={draft.reason}
                maxLength={MAX_REASON_LENGTH}
                autoComplete="off"
                onChange={(e) => setDraft((d) => ({ ...d, reason: e.target.value }))}
              />
            )}
          </Field>
        </div>
      </div>

      <div className="flex gap-2">
        <Button type="submit" loading={saving} disabled={!dirty}>
          {t('save')}
        </Button>
        <Button type="button" variant="outline" disabled={saving} onClick={() => (dirty ? setConfirmLeave(true) : leave())}>
          {t('cancel')}
        </Button>
      </div>
      {confirmLeave ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirmLeave}
            title={t('discardTitle')}
            description={t('discardBody')}
            confirmLabel={t('discard')}
            cancelLabel={t('keepEditing')}
            onConfirm={leave}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
