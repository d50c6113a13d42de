import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { Contract } from '@/lib/contracts/kit/contract';
import { handler, type ContractResult } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import type { Session } from '@/lib/auth/guard';
import type { Db } from '@/lib/db/client';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type CandidateCtx<C extends Contract> = {
  session: Session;
  body: Output<C['body']>;
  query: Output<C['query']>;
  params: Record<string, string>;
  req: NextRequest;
  ip: string;
  /** The database handle the route's queries take (lib/http/handler.ts). */
  db: Db;
  candidateId: string;
};

/**
 * A handler for /candidates/{id}/… and /{preferences|availability}/{candidateId}: the contract's access
 * and inputs, and the path id checked as an id (anything else is the candidate's 404).
 */
export function candidateRoute<C extends Contract & { access: { route: string } }>(
  contract: C,
  fn: (ctx: CandidateCtx<C>) => Promise<ContractResult<C>>,
  param: 'id' | 'candidateId' = 'id',
) {
  // Widened to Contract here: `fn` already holds the contract's own types.
  return handler<Contract>(contract, async (ctx) =>
    fn({
      ...ctx,
      body: ctx.body as Output<C['body']>,
      query: ctx.query as Output<C['query']>,
      candidateId: idParam(ctx.params[param], 'candidate'),
    }),
  );
}
