import { isUuid } from '@/lib/schema-kit/uuid';
import { approvalPath } from './paths';
import { DECISIONS, LINK_REFUSALS, type Decision, type LinkRefusal } from './schema';

/**
 * What a plain form post of the approval page comes back with (post/redirect/get): the page's own
 * address with the outcome as codes and ids only, never a word the visitor typed. The page translates it.
 */
export type Outcome = { kind: 'done'; decision: Decision; count: number } | { kind: 'refused'; code: LinkRefusal; sheet: string | null };

export function outcomePath(token: string, outcome: Outcome): string {
  const q = new URLSearchParams(
    outcome.kind === 'done'
      ? { done: outcome.decision, n: String(outcome.count) }
      : { error: outcome.code, ...(outcome.sheet ? { sheet: outcome.sheet } : {}) },
  );
  // The sheet's anchor: the page opens at the timesheet the outcome is about.
  return `${approvalPath(token)}?${q}${outcome.kind === 'refused' && outcome.sheet ? `#sheet-${outcome.sheet}` : ''}`;
}

type Params = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The outcome a redirect carried, or null for none or anything not made by outcomePath. */
export function outcomeFrom(sp: Params): Outcome | null {
  const done = first(sp.done);
  if (done && (DECISIONS as readonly string[]).includes(done)) {
    const n = Number(first(sp.n));
    return { kind: 'done', decision: done as Decision, count: Number.isInteger(n) && n > 0 && n <= 10_000 ? n : 1 };
  }
  const code = first(sp.error);
  if (code && (LINK_REFUSALS as readonly string[]).includes(code)) {
    const sheet = first(sp.sheet);
    return { kind: 'refused', code: code as LinkRefusal, sheet: sheet && isUuid(sheet) ? sheet : null };
  }
  return null;
}
