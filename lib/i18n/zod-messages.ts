import type { z } from 'zod';
import { renderError, say, type ErrorKey, type ErrorParam, type ErrorText, type Translate } from './error-text';

type Issue = z.core.$ZodIssue & { input?: unknown };
/** A field's name as the issue gives it, or the catalogue's word for a value without one. */
type Field = string | ErrorText;

/** Names a schema's custom message may carry to be translated as that key of the catalogue. */
const VALIDATION_KEY = /^validation\.[A-Za-z0-9_.]+$/;

const list = (values: readonly unknown[]) => values.map((v) => String(v)).join(', ');

function typeText(issue: Extract<Issue, { code: 'invalid_type' }>, field: Field): ErrorText {
  // An absent value is "required", whatever type was expected.
  if (!('input' in issue) || issue.input === undefined) return required(field);
  switch (issue.expected) {
    case 'string':
      return say('validation.text', { field });
    case 'number':
    case 'nan':
      return say('validation.number', { field });
    case 'int':
      return say('validation.integer', { field });
    case 'boolean':
      return say('validation.boolean', { field });
    case 'array':
      return say('validation.list', { field });
    case 'object':
    case 'record':
      return say('validation.object', { field });
    default:
      return say('validation.invalid', { field });
  }
}

function required(field: Field): ErrorText {
  return field === 'name' ? say('validation.requiredName') : say('validation.required', { field });
}

function sizeText(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>, field: Field): ErrorText {
  const small = issue.code === 'too_small';
  const bound = Number(small ? (issue as { minimum: number | bigint }).minimum : (issue as { maximum: number | bigint }).maximum);
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (small && bound <= 1) return required(field);
      return say(small ? 'validation.minChars' : 'validation.maxChars', { field, count: bound });
    case 'array':
    case 'set':
      if (small && bound <= 1) return say('validation.nonEmptyList', { field });
      return say(small ? 'validation.minItems' : 'validation.maxItems', { field, count: bound });
    case 'number':
    case 'int':
    case 'bigint':
      if (small) return say(inclusive ? 'validation.atLeast' : 'validation.moreThan', { field, limit: bound });
      return say(inclusive ? 'validation.atMost' : 'validation.lessThan', { field, limit: bound });
    default:
      return say(small ? 'validation.tooSmall' : 'validation.tooBig', { field });
  }
}

function formatText(format: string, field: Field): ErrorText {
  switch (format) {
    case 'email':
      return say('validation.email', { field });
    case 'uuid':
    case 'guid':
      return say('validation.id', { field });
    case 'url':
      return say('validation.url', { field });
    case 'date':
      return say('validation.day', { field });
    case 'datetime':
      return say('validation.instant', { field });
    case 'time':
      return say('validation.time', { field });
    default:
      return say('validation.format', { field });
  }
}

/**
 * One zod issue as the catalogue says it, by its code and parameters, so every schema is covered without
 * a message of its own; a schema's message that is a `validation.*` key (a refine's rule a template cannot
 * say) is said as that key, with the field and the issue's params. `has` tells which keys the catalogue
 * holds. The text is worded later, in the reader's language (an import's row errors are said this way).
 */
export function zodIssueSaid(issue: Issue, has: (key: string) => boolean): ErrorText {
  const field: Field = issue.path.length ? issue.path.map(String).join('.') : say('validation.value');
  if (VALIDATION_KEY.test(issue.message) && has(issue.message)) {
    const params = issue.code === 'custom' ? (issue.params ?? {}) : {};
    const values = Object.fromEntries(Object.entries(params).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) as Record<
      string,
      ErrorParam
    >;
    return say(issue.message as ErrorKey, { ...values, field });
  }
  switch (issue.code) {
    case 'invalid_type':
      return typeText(issue, field);
    case 'too_small':
    case 'too_big':
      return sizeText(issue, field);
    case 'invalid_format':
      return formatText(issue.format, field);
    case 'invalid_value':
      return issue.values.length === 1
        ? say('validation.exactly', { field, value: String(issue.values[0]) })
        : say('validation.oneOf', { field, options: list(issue.values) });
    case 'not_multiple_of':
      return say('validation.multipleOf', { field, divisor: Number(issue.divisor) });
    case 'unrecognized_keys':
      return say('validation.unknownKeys', { field, keys: list(issue.keys) });
    default:
      return say('validation.invalid', { field });
  }
}

/**
 * One zod issue in the reader's language (zodIssueSaid, worded by `t`). Isomorphic: the server's error
 * boundary and the browser's forms pass their translator of the API's catalogue.
 */
export const zodIssueText = (issue: Issue, t: Translate): string =>
  renderError(
    zodIssueSaid(issue, (k) => t.has(k)),
    t,
  );

/** The first issue phrased for a person, and every issue keyed by its field path ('_' for the whole value). */
export function describeZodIssues(issues: readonly Issue[], t: Translate): { message: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.join('.') || '_'] ??= zodIssueText(issue, t);
  const first = issues[0];
  const text = first ? zodIssueText(first, t) : t('validation.invalidInput');
  return { message: first?.path.length ? t('generic.field', { field: first.path.join('.'), message: text }) : text, errors };
}
