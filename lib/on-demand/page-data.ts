import 'server-only';
import type { z } from 'zod';
import { cachedPage, versionsSinceNow } from '@/lib/db/versioned-cache';
import { listResponse } from '@/lib/schema-kit/paging';
import type { Scope } from '@/lib/timesheets/scope';
import { listShifts } from './queries';
import type { shiftsQuery } from './schema';
import type { DbOrTx } from '@/lib/db/client';

/** A shift's phase follows the clock (lib/shifts/definitions.ts): a kept page is read again each minute. */
const PHASE_MINUTE_MS = 60_000;

/**
 * The board's list as a JSON response, kept per process as its JSON text until the tenant's live version
 * moves (shifts and assignments raise it), a location or company is renamed (the timesheet version), or the
 * minute turns: a week the board polls costs one primary-key read instead of its queries (issue 14 bench,
 * 100,000 shifts).
 */
export async function shiftsBoardPage(db: DbOrTx, scope: Scope, query: z.infer<typeof shiftsQuery>): Promise<Response> {
  const versions = await versionsSinceNow(scope.tenantId);
  const key = JSON.stringify(['shifts', scope.locationIds ?? null, query, versions.timesheets, Math.floor(Date.now() / PHASE_MINUTE_MS)]);
  return cachedPage(
    scope.tenantId,
    key,
    async () => {
      const { data, total } = await listShifts(db, scope, query);
      return listResponse(data, total, query);
    },
    'live',
  );
}
