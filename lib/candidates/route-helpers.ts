import 'server-only';
import type { z } from 'zod';
import { handler, type AuthedCtx } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';

/** The screen whose permission row guards the candidates API (and the tabs the applications view reuses). */
export const CANDIDATES_ROUTE = '/candidates';

/**
 * A handler for /candidates/{id}/… and /{preferences|availability}/{candidateId}: the candidates screen's
 * permission row, zod inputs, and the path id checked as an id (anything else is the candidate's 404).
 */
export function candidateRoute<B = undefined, Q = undefined>(
  opts: { body?: z.ZodType<B>; query?: z.ZodType<Q>; param?: 'id' | 'candidateId' },
  fn: (ctx: AuthedCtx<B, Q> & { candidateId: string }) => Promise<unknown>,
) {
  const { param = 'id', ...io } = opts;
  return handler<B, Q>({ ...io, route: CANDIDATES_ROUTE }, (ctx) => fn({ ...ctx, candidateId: idParam(ctx.params[param], 'candidate') }));
}
