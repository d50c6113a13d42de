'use client';
import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { get, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { TBody, TD, TH, THead, Table } from '@/components/ui/table';
import type { Format } from '@/lib/browser/format';
import { spanOf, type CardValues, type EditValues } from './edit-values';

type Field = 'inDate' | 'inTime' | 'outDate' | 'outTime' | 'breakMinutes';
/** The column heads, one per input of a row. */
type Heads = [string, string, string, string, string];
/** Where a row's problems are kept (edit-values' resolver and the server's refusals), in the order they are listed. */
const PROBLEMS = ['inDate', 'outDate', 'breakMinutes', 'overlap'] as const;

/**
 * The week's timecards as editable rows of the form's field array (`ids` are its keys); each row's problems
 * are listed under it and tied to its inputs. A form grid rather than a DataTable: its rows are inputs, and
 * its problems sit in a row of their own.
 */
export function TimecardRows({
  ids,
  fmt,
  onChange,
  onRemove,
}: {
  ids: string[];
  fmt: Format;
  /** After any input of a row changes. */
  onChange: () => void;
  onRemove: (index: number) => void;
}) {
  const t = useTranslations('timesheets.edit');
  const heads: Heads = [t('inDate'), t('inTime'), t('outDate'), t('outTime'), t('breakMinutes')];
  return (
    <Table caption={t('timecards')}>
      <THead>
        <tr>
          <TH className="w-10">
            <span aria-hidden>#</span>
            <span className="sr-only">{t('timecards')}</span>
          </TH>
          {heads.map((h) => (
            <TH key={h}>{h}</TH>
          ))}
          <TH className="text-end">{t('hours')}</TH>
          <TH>
            <span className="sr-only">{t('remove')}</span>
          </TH>
        </tr>
      </THead>
      <TBody>
        {ids.map((id, i) => (
          <CardRow key={id} id={id} index={i} heads={heads} fmt={fmt} onChange={onChange} onRemove={() => onRemove(i)} />
        ))}
      </TBody>
    </Table>
  );
}

function CardRow({
  id,
  index,
  heads,
  fmt,
  onChange,
  onRemove,
}: {
  id: string;
  index: number;
  heads: Heads;
  fmt: Format;
  onChange: () => void;
  onRemove: () => void;
}) {
  const t = useTranslations('timesheets.edit');
  const { register } = useFormContext<EditValues>();
  const { errors } = useFormState<EditValues>();
  const card: CardValues | undefined = useWatch<EditValues, `cards.${number}`>({ name: `cards.${index}` });
  const n = index + 1;
  const problem = (key: (typeof PROBLEMS)[number]) => get(errors, `cards.${index}.${key}`) as FieldError | undefined;
  // One line per problem; an overlap that already marks both ends is said once.
  const messages = [...new Set(PROBLEMS.map((k) => problem(k)?.message).filter((m): m is string => Boolean(m)))];
  const errorId = `card-${id}-errors`;
  const span = card ? spanOf(card) : null;
  const brk = card?.breakMinutes.trim() ?? '';
  const worked = span && span.end > span.start && /^\d+$/.test(brk) ? (span.minutes - Number(brk)) / 60 : null;
  const input = (field: Field, type: 'date' | 'time' | 'number', label: string, invalid: boolean) => (
    <input
      type={type}
      aria-label={`${label}, ${t('row', { n })}`}
      aria-invalid={invalid}
      aria-describedby={messages.length ? errorId : undefined}
      {...(type === 'number' ? { min: 0, max: 720, step: 1, inputMode: 'numeric' as const } : {})}
      {...register(`cards.${index}.${field}`, { onChange })}
      className={type === 'number' ? `${control} w-24` : control}
    />
  );
  const inBad = Boolean(problem('inDate'));
  const outBad = Boolean(problem('outDate'));
  return (
    <Fragment>
      <tr className={messages.length ? 'bg-red-50/40' : undefined}>
        <TD className="w-10 font-medium text-slate-700">{n}</TD>
        <TD>{input('inDate', 'date', heads[0], inBad)}</TD>
        <TD>{input('inTime', 'time', heads[1], inBad)}</TD>
        <TD>{input('outDate', 'date', heads[2], outBad)}</TD>
        <TD>{input('outTime', 'time', heads[3], outBad)}</TD>
        <TD>{input('breakMinutes', 'number', heads[4], Boolean(problem('breakMinutes')))}</TD>
        <TD className="text-end tabular-nums">{worked === null ? '—' : fmt.hours(worked)}</TD>
        <TD>
          <Button type="button" size="sm" variant="ghost" onClick={onRemove} aria-label={t('removeRow', { n })}>
            {t('remove')}
          </Button>
        </TD>
      </tr>
      {messages.length ? (
        <tr>
          <td colSpan={8} className="px-4 pb-2.5">
            <ul id={errorId} className="space-y-0.5 text-sm text-red-700">
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
