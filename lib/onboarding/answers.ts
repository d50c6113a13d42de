import { isDay } from '@/lib/schema-kit/days';
import { say, type ErrorText } from '@/lib/i18n/error-text';
import type { Answers, FormField } from './schema';

/** What can be wrong with one answer. */
type AnswerProblem = 'unknownField' | 'notBoolean' | 'notTicked' | 'notText' | 'required' | 'notDate';

export type AnswerCheck = { ok: true; value: Answers } | { ok: false; problems: Record<string, { problem: AnswerProblem; label: string }> };

/**
 * Checks a form's answers against its fields: the type of each answer, and that every required field is
 * filled (a required checkbox must be ticked: it is how a form asks for consent). Keys the form does not
 * have are refused rather than stored. The API says the problems in the reader's language (answerErrors);
 * the form checks with checkAnswers before it sends.
 */
export function answerProblems(fields: readonly FormField[], answers: Answers): AnswerCheck {
  const problems: Record<string, { problem: AnswerProblem; label: string }> = {};
  const value: Answers = {};
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(answers)) if (!known.has(key)) problems[key] = { problem: 'unknownField', label: key };
  for (const f of fields) {
    const given = answers[f.key];
    const refuse = (problem: AnswerProblem) => (problems[f.key] = { problem, label: f.label });
    if (f.type === 'checkbox') {
      if (given !== undefined && typeof given !== 'boolean') refuse('notBoolean');
      else if (f.required && given !== true) refuse('notTicked');
      else if (given !== undefined) value[f.key] = given;
      continue;
    }
    if (given !== undefined && typeof given !== 'string') {
      refuse('notText');
      continue;
    }
    const trimmed = (given ?? '').trim();
    if (!trimmed) {
      if (f.required) refuse('required');
      continue;
    }
    if (f.type === 'date' && !isDay(trimmed)) refuse('notDate');
    else value[f.key] = trimmed;
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, value };
}

/** Each problem said by key with the field's label (the tenant's own words), for the API's answer. */
export const answerErrors = (problems: Extract<AnswerCheck, { ok: false }>['problems']): Record<string, ErrorText> =>
  Object.fromEntries(Object.entries(problems).map(([key, p]) => [key, say(`onboarding.answers.${p.problem}`, { field: p.label })]));

// The form's own check before it sends, in the English it has always shown; the server's answer to the
// same answers is in the reader's language (the screen should word these through its catalogue too).
const ENGLISH: Record<AnswerProblem, (label: string) => string> = {
  unknownField: (key) => `"${key}" is not a field of this form`,
  notBoolean: (label) => `${label} must be true or false`,
  notTicked: (label) => `${label} must be ticked`,
  notText: (label) => `${label} must be text`,
  required: (label) => `${label} is required`,
  notDate: (label) => `${label} must be a date (yyyy-MM-dd)`,
};

/** answerProblems with each problem as a sentence (the browser form's check before it sends). */
export function checkAnswers(
  fields: readonly FormField[],
  answers: Answers,
): { ok: true; value: Answers } | { ok: false; errors: Record<string, string> } {
  const checked = answerProblems(fields, answers);
  if (checked.ok) return checked;
  return { ok: false, errors: Object.fromEntries(Object.entries(checked.problems).map(([k, p]) => [k, ENGLISH[p.problem](p.label)])) };
}
