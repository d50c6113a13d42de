import type { z } from 'zod';
import type { Translate } from './error-text';

type Issue = z.core.$ZodIssue & { input?: unknown };

/** Names a schema's custom message may carry to be translated as that key of the catalogue. */
const VALIDATION_KEY = /^validation\.[A-Za-z0-9_.]+$/;

const list = (values: readonly unknown[]) => values.map((v) => String(v)).join(', ');

function typeText(issue: Extract<Issue, { code: 'invalid_type' }>, field: string, t: Translate): string {
  // An absent value is "required", whatever type was expected.
  if (!('input' in issue) || issue.input === undefined) return required(field, t);
  switch (issue.expected) {
    case 'string':
      return t('validation.text', { field });
    case 'number':
    case 'nan':
      return t('validation.number', { field });
    case 'int':
      return t('validation.integer', { field });
    case 'boolean':
      return t('validation.boolean', { field });
    case 'array':
      return t('validation.list', { field });
    case 'object':
    case 'record':
      return t('validation.object', { field });
    default:
      return t('validation.invalid', { field });
  }
}

function required(field: string, t: Translate): string {
  return field === 'name' ? t('validation.requiredName') : t('validation.required', { field });
}

function sizeText(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>, field: string, t: Translate): string {
  const small = issue.code === 'too_small';
  const bound = Number(small ? (issue as { minimum: number | bigint }).minimum : (issue as { maximum: number | bigint }).maximum);
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (small && bound <= 1) return required(field, t);
      return t(small ? 'validation.minChars' : 'validation.maxChars', { field, count: bound });
    case 'array':
    case 'set':
      if (small && bound <= 1) return t('validation.nonEmptyList', { field });
      return t(small ? 'validation.minItems' : 'validation.maxItems', { field, count: bound });
    case 'number':
    case 'int':
    case 'bigint':
      if (small) return t(inclusive ? 'validation.atLeast' : 'validation.moreThan', { field, limit: bound });
      return t(inclusive ? 'validation.atMost' : 'validation.lessThan', { field, limit: bound });
    default:
      return t(small ? 'validation.tooSmall' : 'validation.tooBig', { field });
  }
}

function formatText(format: string, field: string, t: Translate): string {
  switch (format) {
    case 'email':
      return t('validation.email', { field });
    case 'uuid':
    case 'guid':
      return t('validation.id', { field });
    case 'url':
      return t('validation.url', { field });
    case 'date':
      return t('validation.day', { field });
    case 'datetime':
      return t('validation.instant', { field });
    case 'time':
      return t('validation.time', { field });
    default:
      return t('validation.format', { field });
  }
}

/**
 * One zod issue in the reader's language, by its code and parameters, so every schema is covered without
 * a message of its own; a schema's message that is a `validation.*` key (a refine's rule a template cannot
 * say) is translated as that key, with the field and the issue's params. Isomorphic: the server's error
 * boundary and the browser's forms pass their translator of the `apiErrors` namespace.
 */
export function zodIssueText(issue: Issue, t: Translate): string {
  const field = issue.path.length ? issue.path.map(String).join('.') : t('validation.value');
  if (VALIDATION_KEY.test(issue.message) && t.has(issue.message)) {
    const params = issue.code === 'custom' ? (issue.params ?? {}) : {};
    const values = Object.fromEntries(Object.entries(params).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) as Record<
      string,
      string | number
    >;
    return t(issue.message, { ...values, field });
  }
  switch (issue.code) {
    case 'invalid_type':
      return typeText(issue, field, t);
    case 'too_small':
    case 'too_big':
      return sizeText(issue, field, t);
    case 'invalid_format':
      return formatText(issue.format, field, t);
    case 'invalid_value':
      return issue.values.length === 1
        ? t('validation.exactly', { field, value: String(issue.values[0]) })
        : t('validation.oneOf', { field, options: list(issue.values) });
    case 'not_multiple_of':
      return t('validation.multipleOf', { field, divisor: Number(issue.divisor) });
    case 'unrecognized_keys':
      return t('validation.unknownKeys', { field, keys: list(issue.keys) });
    default:
      return t('validation.invalid', { field });
  }
}

/** The first issue phrased for a person, and every issue keyed by its field path ('_' for the whole value). */
export function describeZodIssues(issues: readonly Issue[], t: Translate): { message: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.join('.') || '_'] ??= zodIssueText(issue, t);
  const first = issues[0];
  const text = first ? zodIssueText(first, t) : t('validation.invalidInput');
  return { message: first?.path.length ? t('generic.field', { field: first.path.join('.'), message: text }) : text, errors };
}
