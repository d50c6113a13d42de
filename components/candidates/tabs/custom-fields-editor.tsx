'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Empty } from '@/components/ui/load-states';
import { api } from '@/lib/browser/api';
import { useAction } from '@/lib/browser/use-action';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { MAX_CUSTOM_FIELDS } from '@/lib/candidates/schema';
import type { CandidateDetail } from '@/lib/candidates/types';
import { paths, type OneBody } from '../api';
import { useSetCandidate } from '../use-candidate';
import { FIELD_TYPES, fingerprint, fromDrafts, newRow, toDrafts, type FieldDraft } from './custom-fields-draft';

const cell = `${control} w-full`;

/** Flat custom fields (name → text, number, yes/no or empty), saved together as the API replaces them whole. */
export function CustomFieldsEditor({ candidate }: { candidate: CandidateDetail }) {
  const t = useTranslations('candidates.customFields');
  const tc = useTranslations('candidates.common');
  const setCandidate = useSetCandidate(candidate._id);
  const { busy, run } = useAction();
  const [saved, setSaved] = useState(() => fingerprint(toDrafts(candidate.custom_fields)));
  const [rows, setRows] = useState<FieldDraft[]>(() => toDrafts(candidate.custom_fields));
  const [tried, setTried] = useState(false);
  const dirty = fingerprint(rows) !== saved;
  const check = fromDrafts(rows);
  useUnsavedWarning(dirty);

  const edit = (rowKey: string, patch: Partial<FieldDraft>) => setRows((xs) => xs.map((r) => (r.rowKey === rowKey ? { ...r, ...patch } : r)));

  async function save(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (check.problems.size || check.tooMany) return;
    const res = await run(() => api.put<OneBody<CandidateDetail>>('candidates', paths.profile(candidate._id), { custom_fields: check.fields }), t('saved'));
    if (!res) return;
    void setCandidate(res.data);
    setSaved(fingerprint(rows));
    setTried(false);
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3">
      {rows.length === 0 ? <Empty>{t('empty')}</Empty> : (
        <ul className="space-y-2">
          {rows.map((r, i) => {
            const problem = tried ? check.problems.get(r.rowKey) : undefined;
            const errorId = `${r.rowKey}-error`;
            return (
              <li key={r.rowKey} className="grid gap-2 sm:grid-cols-[1fr_9rem_1fr_auto] sm:items-start">
                <input aria-label={t('name', { n: i + 1 })} value={r.name} maxLength={40} placeholder={t('namePlaceholder')} className={cell}
                  aria-invalid={problem === 'name' || problem === 'duplicate'} aria-describedby={problem ? errorId : undefined}
                  onChange={(e) => edit(r.rowKey, { name: e.target.value.toLowerCase() })} />
                <select aria-label={t('type', { n: i + 1 })} value={r.type} className={cell}
                  onChange={(e) => edit(r.rowKey, { type: e.target.value as FieldDraft['type'], value: e.target.value === 'boolean' ? 'true' : r.value })}>
                  {FIELD_TYPES.map((ft) => <option key={ft} value={ft}>{t(`types.${ft}`)}</option>)}
                </select>
                {r.type === 'boolean' ? (
                  <select aria-label={t('value', { n: i + 1 })} value={r.value} className={cell} onChange={(e) => edit(r.rowKey, { value: e.target.value })}>
                    <option value="true">{tc('yes')}</option>
                    <option value="false">{tc('no')}</option>
                  </select>
                ) : (
                  <input aria-label={t('value', { n: i + 1 })} value={r.type === 'empty' ? '' : r.value} disabled={r.type === 'empty'} maxLength={500}
                    inputMode={r.type === 'number' ? 'decimal' : undefined} className={cell}
                    aria-invalid={problem === 'number' || problem === 'length'} aria-describedby={problem ? errorId : undefined}
                    onChange={(e) => edit(r.rowKey, { value: e.target.value })} />
                )}
                <Button type="button" variant="ghost" size="sm" aria-label={t('remove', { n: i + 1 })} onClick={() => setRows((xs) => xs.filter((x) => x.rowKey !== r.rowKey))}>
                  {tc('remove')}
                </Button>
                {problem ? <p id={errorId} role="alert" className="text-sm text-red-700 sm:col-span-4">{t(`problems.${problem}`)}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      {tried && check.tooMany ? <p role="alert" className="text-sm text-red-700">{t('tooMany', { max: MAX_CUSTOM_FIELDS })}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" disabled={rows.length >= MAX_CUSTOM_FIELDS} onClick={() => setRows((xs) => [...xs, newRow()])}>
          <span aria-hidden>+</span>{t('add')}
        </Button>
        <Button type="submit" size="sm" loading={busy} disabled={!dirty}>{t('save')}</Button>
      </div>
    </form>
  );
}
