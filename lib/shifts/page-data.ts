import 'server-only';
import type { z } from 'zod';
import type { DbOrTx } from '@/lib/db/client';
import { pickerWorkers } from './picker';
import type { pickerQuery } from './schema';
import type { Scope } from './scope';

/** The assignment picker's candidates for a shift in scope, eligible ones first. */
export const shiftPickerWorkers = (db: DbOrTx, scope: Scope, shiftId: string, q: z.infer<typeof pickerQuery>) =>
  pickerWorkers(db, scope, shiftId, q);
