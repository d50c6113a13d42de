import 'server-only';
import { tooManyRequests, type ErrorKey } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import { hit } from './queries';

export async function enforce(tx: DbOrTx, key: string, limit: number, windowSeconds: number, message: ErrorKey): Promise<void> {
  if ((await hit(tx, key, windowSeconds)) > limit) throw tooManyRequests(message);
}
