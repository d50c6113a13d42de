import { isDay } from '@/lib/api/days';
import type { Answers, FormField } from './schema';

export type AnswerCheck = { ok: true; value: Answers } | { ok: false; errors: Record<string, string> };

/**
 * Checks a form's answers against its fields: the type of each answer, and that every required field is
 * filled (a required checkbox must be ticked: it is how a form asks for consent). Keys the form does not
 * have are refused rather than stored. Used by the API (→ 400) and by the form before it sends.
 */
export function checkAnswers(fields: readonly FormField[], answers: Answers): AnswerCheck {
  const errors: Record<string, string> = {};
  const value: Answers = {};
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(answers)) if (!known.has(key)) errors[key] = `"${key}" is not a field of this form`;
  for (const f of fields) {
    const given = answers[f.key];
    if (f.type === 'checkbox') {
      if (given !== undefined && typeof given !== 'boolean') errors[f.key] = `${f.label} must be true or false`;
      else if (f.required && given !== true) errors[f.key] = `${f.label} must be ticked`;
      else if (given !== undefined) value[f.key] = given;
      continue;
    }
    if (given !== undefined && typeof given !== 'string') {
      errors[f.key] = `${f.label} must be text`;
      continue;
    }
    const trimmed = (given ?? '').trim();
    if (!trimmed) {
      if (f.required) errors[f.key] = `${f.label} is required`;
      continue;
    }
    if (f.type === 'date' && !isDay(trimmed)) errors[f.key] = `${f.label} must be a date (yyyy-MM-dd)`;
    else value[f.key] = trimmed;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
