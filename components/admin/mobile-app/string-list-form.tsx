'use client';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { FormFrame, MoveButtons, moveItem, same } from './form-bits';
import { LIMITS } from './journey-data';

/** Per list: its message group and limits. Keywords are unordered chips; interview questions are ordered rows. */
const KINDS = {
  keywords: { maxLength: LIMITS.keyword, maxCount: LIMITS.keywords, ordered: false },
  interview: { maxLength: LIMITS.question, maxCount: LIMITS.questions, ordered: true },
} as const;

/** `keywords` and `interview`: add, remove (and for questions, reorder) short texts, then save the list. */
export function StringListForm({
  kind,
  items,
  busy,
  onSave,
}: {
  kind: keyof typeof KINDS;
  items: string[];
  busy: boolean;
  onSave: (items: string[]) => void;
}) {
  const t = useTranslations('mobileApp');
  const { maxLength, maxCount, ordered } = KINDS[kind];
  const [list, setList] = useState(items);
  const [draft, setDraft] = useState('');
  const text = draft.trim();
  const error =
    text.length > maxLength
      ? t('tooLong', { max: maxLength })
      : list.some((x) => x.toLowerCase() === text.toLowerCase())
        ? t(`${kind}.duplicate`)
        : text && list.length >= maxCount
          ? t('tooMany', { max: maxCount })
          : null;

  function add() {
    if (!text || error) return;
    setList((l) => [...l, text]);
    setDraft('');
  }
  // Enter adds the item instead of submitting the whole form.
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  const remove = (i: number) => setList((l) => l.filter((_, j) => j !== i));

  return (
    <FormFrame
      label={t(`screens.${kind}`)}
      dirty={!same(list, items)}
      busy={busy}
      onSave={() => onSave(list)}
      onReset={() => {
        setList(items);
        setDraft('');
      }}
    >
      <div className="flex items-start gap-2">
        <div className="flex-1">
          <Field label={t(`${kind}.new`)} error={error} hint={t('enterHint')}>
            {(p) => <Input {...p} value={draft} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKey} />}
          </Field>
        </div>
        <Button type="button" variant="outline" disabled={!text || Boolean(error)} onClick={add} className="mt-[26px]">
          {t('actions.add')}
        </Button>
      </div>
      <section aria-label={t(`${kind}.list`)}>
        <h4 className="mb-2 text-sm font-semibold text-slate-800">
          {t(`${kind}.list`)} ({list.length})
        </h4>
        {list.length === 0 ? (
          <p className="text-sm text-slate-600">{t(`${kind}.none`)}</p>
        ) : ordered ? (
          <ol className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {list.map((item, i) => (
              <li key={item} className="flex items-center justify-between gap-3 px-3 py-2 text-sm text-slate-900">
                <span>
                  <span className="mr-2 tabular-nums text-slate-600">{i + 1}.</span>
                  {item}
                </span>
                <span className="flex items-center gap-1">
                  <MoveButtons index={i} count={list.length} name={item} onMove={(from, to) => setList((l) => moveItem(l, from, to))} />
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={t('actions.removeItem', { name: item })}
                    onClick={() => remove(i)}
                  >
                    ×
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {list.map((item, i) => (
              <li
                key={item}
                className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pl-3 pr-1 text-sm text-slate-900"
              >
                {item}
                <button
                  type="button"
                  aria-label={t('actions.removeItem', { name: item })}
                  onClick={() => remove(i)}
                  className="rounded-full px-1.5 text-slate-700 hover:bg-slate-200 focus:outline-none focus:ring-2 focus:ring-brand/30"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </FormFrame>
  );
}
