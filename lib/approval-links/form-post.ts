import 'server-only';
import { ApiError } from '@/lib/errors';
import { isUuid } from '@/lib/schema-kit/uuid';
import { ValidationError } from '@/lib/schema-kit/zod-errors';
import { log } from '@/lib/log';
import { LINK_REFUSALS, REASON_REQUIRED, type LinkRefusal } from './schema';

/** The refusal code of a failed decision, for the page to translate; an unexpected error is logged. */
export function refusalOf(error: unknown): LinkRefusal {
  if (!(error instanceof ApiError)) {
    log.error({ err: error }, 'approval link decision failed');
    return 'conflict';
  }
  if ((LINK_REFUSALS as readonly string[]).includes(error.code ?? '')) return error.code as LinkRefusal;
  if (error instanceof ValidationError && error.issues.some((i) => i.message === REASON_REQUIRED)) return 'reason_required';
  if (error.status === 400 || error.status === 413 || error.status === 415) return 'invalid';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404) return 'unavailable';
  if (error.status === 429) return 'rate_limited';
  return 'conflict';
}

/** The timesheet a posted form named, when it is an id (for the page to point at), else none. */
export function sheetOf(fields: unknown): string | null {
  const id = fields && typeof fields === 'object' ? (fields as Record<string, unknown>).timesheet_id : undefined;
  return isUuid(id) ? id.toLowerCase() : null;
}

/**
 * A posted form's fields with its ticked `ack_<id>` checkboxes as the `acknowledge` list decideBody reads,
 * each carrying the form's one `note`. JSON bodies send `acknowledge` themselves and pass unchanged.
 */
export function withAcknowledgements(fields: unknown): unknown {
  if (!fields || typeof fields !== 'object') return fields;
  const f = fields as Record<string, unknown>;
  const note = typeof f.note === 'string' && f.note.trim() ? f.note.trim().slice(0, 500) : undefined;
  const ids = Object.keys(f)
    .filter((k) => k.startsWith('ack_') && isUuid(k.slice(4)))
    .map((k) => k.slice(4).toLowerCase());
  const rest = Object.fromEntries(Object.entries(f).filter(([k]) => !k.startsWith('ack_') && k !== 'note'));
  return ids.length ? { ...rest, acknowledge: ids.map((id) => ({ id, note })) } : rest;
}
