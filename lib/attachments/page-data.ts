import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { findFile } from './queries';

/** The tenant's stored file with its upload (404 for a missing or another tenant's file). */
export const fileOf = (db: DbOrTx, tenantId: string, id: string) => findFile(db, tenantId, id);
