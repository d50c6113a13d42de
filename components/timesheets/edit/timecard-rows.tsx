'use client';
import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { TBody, TD, TH, THead, Table } from '@/components/ui/table';
import type { Format } from '@/lib/browser/format';
import { spanOf, type CardDraft, type CardIssues } from './draft';

type Field = 'inDate' | 'inTime' | 'outDate' | 'outTime' | 'breakMinutes';

/** The week's timecards as editable rows; each row's problems are listed under it and tied to its fields. */
export function TimecardRows({
  cards,
  issues,
  serverIssues,
  fmt,
  onChange,
  onRemove,
}: {
  cards: CardDraft[];
  issues: Map<string, CardIssues> | null;
  serverIssues: Map<number, string[]>;
  fmt: Format;
  onChange: (key: string, field: Field, value: string) => void;
  onRemove: (key: string) => void;
}) {
  const t = useTranslations('timesheets.edit');
  const heads = [t('inDate'), t('inTime'), t('outDate'), t('outTime'), t('breakMinutes')];
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
        {cards.map((c, i) => {
          const n = i + 1;
          const row = issues?.get(c.key);
          const server = serverIssues.get(i) ?? [];
          const messages = [
            row?.in ? { field: 'in', text: t(`errors.${row.in}`) } : null,
            row?.out ? { field: 'out', text: t(`errors.${row.out}`) } : null,
            row?.break ? { field: 'break', text: t(`errors.${row.break}`) } : null,
            row?.overlaps.length
              ? { field: 'overlap', text: t('errors.overlap', { rows: row.overlaps.map((j) => j + 1).join(', ') }) }
              : null,
            ...server.map((text, k) => ({ field: `server-${k}`, text })),
          ].filter((m): m is { field: string; text: string } => m !== null);
          const errorId = `card-${c.key}-errors`;
          const span = spanOf(c);
          const worked =
            span && span.end > span.start && /^\d+$/.test(c.breakMinutes.trim()) ? (span.minutes - Number(c.breakMinutes)) / 60 : null;
          const input = (field: Field, type: 'date' | 'time' | 'number', label: string, invalid: boolean) => (
            <input
              type={type}
              value={c[field]}
              aria-label={`${label}, ${t('row', { n })}`}
              aria-invalid={invalid}
              aria-describedby={messages.length ? errorId : undefined}
              {...(type === 'number' ? { min: 0, max: 720, step: 1, inputMode: 'numeric' as const } : {})}
              onChange={(e) => onChange(c.key, field, e.target.value)}
              className={type === 'number' ? `${control} w-24` : control}
            />
          );
          const inBad = Boolean(row?.in || row?.overlaps.length);
          const outBad = Boolean(row?.out || row?.overlaps.length);
          return (
            <Fragment key={c.key}>
              <tr className={messages.length ? 'bg-red-50/40' : undefined}>
                <TD className="w-10 font-medium text-slate-700">{n}</TD>
                <TD>{input('inDate', 'date', heads[0], inBad)}</TD>
                <TD>{input('inTime', 'time', heads[1], inBad)}</TD>
                <TD>{input('outDate', 'date', heads[2], outBad)}</TD>
                <TD>{input('outTime', 'time', heads[3], outBad)}</TD>
                <TD>{input('breakMinutes', 'number', heads[4], Boolean(row?.break))}</TD>
                <TD className="text-end tabular-nums">{worked === null ? '—' : fmt.hours(worked)}</TD>
                <TD>
                  <Button type="button" size="sm" variant="ghost" onClick={() => onRemove(c.key)} aria-label={t('removeRow', { n })}>
                    {t('remove')}
                  </Button>
                </TD>
              </tr>
              {messages.length ? (
                <tr>
                  <td colSpan={8} className="px-4 pb-2.5">
                    <ul id={errorId} className="space-y-0.5 text-sm text-red-700">
                      {messages.map((m) => (
                        <li key={m.field}>{m.text}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </TBody>
    </Table>
  );
}
