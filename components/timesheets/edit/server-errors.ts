import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { HttpError } from '@/lib/browser/api-client';
import type { EditValues } from './edit-values';

/** The API's timecard fields as the form names them; a row's own error goes on its clock-in, its first input. */
const CARD_FIELD = { clock_in: 'inDate', clock_out: 'outDate', break_minutes: 'breakMinutes', '': 'inDate' } as const;
const FORM_FIELDS = ['comment', 'manager', 'reason'] as const;

/**
 * A refused save on the form: the server's message in the summary (with what no field can show), a field's
 * error on that field, and "timecards.2.clock_out" (or "timecards.2") under row 3. The first such input takes
 * the focus. A later edit of the rows checks them again, which drops the server's row errors: they point at
 * row positions that the edit may have moved.
 */
export function showServerErrors(form: UseFormReturn<EditValues>, err: unknown): void {
  const message = err instanceof Error ? err.message : '';
  const others: string[] = [];
  let focus = true;
  const mark = (name: FieldPath<EditValues>, text: string) => {
    form.setError(name, { type: 'server', message: text }, { shouldFocus: focus });
    focus = false;
  };
  for (const [key, value] of Object.entries(err instanceof HttpError ? (err.body.errors ?? {}) : {})) {
    if (key === 'logout') continue;
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    const card = /^timecards\D*(\d+)(?:\D+(clock_in|clock_out|break_minutes))?/.exec(key);
    const field = FORM_FIELDS.find((f) => f === key);
    if (card) mark(`cards.${Number(card[1])}.${CARD_FIELD[(card[2] ?? '') as keyof typeof CARD_FIELD]}`, text);
    else if (field) mark(field, text);
    else others.push(text);
  }
  if (message || others.length) form.setError('root', { type: 'server', message: [message, ...others].filter(Boolean).join(' ') });
}
