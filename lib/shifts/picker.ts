import 'server-only';
import type { z } from 'zod';
import { notFound } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import type { Scope } from './scope';
import type { pickerQuery, pickerWorker } from './schema';
import { pickerRows, shiftInScope, type PickerRow } from './picker-queries';

type PickerWorker = z.infer<typeof pickerWorker>;

/** The worker's one reason not to be an eligible pick, the most serious first (issue 22 §4). */
function reasonOf(r: PickerRow): Pick<PickerWorker, 'reason' | 'reason_detail'> {
  if (r.blocking_status) return { reason: 'not_placeable', reason_detail: r.blocking_status };
  if (!r.placed) return { reason: 'no_placement', reason_detail: null };
  if (!r.same_position) return { reason: 'other_position', reason_detail: r.placed_position };
  return { reason: null, reason_detail: null };
}

/**
 * The candidates the shift's assignment picker offers (issue 22 §4): eligible workers first (an active
 * placement on the shift's local day at its site, then at another site of its client, in the shift's
 * position), then those placed there in another position, then the rest, and last those whose status is
 * marked not placeable, which cannot be picked at all. Each says why it is not eligible. A shift outside
 * the caller's scope is a 404.
 */
export async function pickerWorkers(tx: DbOrTx, scope: Scope, shiftId: string, q: z.infer<typeof pickerQuery>): Promise<PickerWorker[]> {
  if (!(await shiftInScope(tx, scope, shiftId))) throw notFound('shift');
  const rows = await pickerRows(tx, scope, shiftId, q);
  return rows.map((r) => {
    const why = reasonOf(r);
    return {
      _id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      placed: r.placed,
      eligible: why.reason === null,
      selectable: why.reason !== 'not_placeable',
      ...why,
    };
  });
}
