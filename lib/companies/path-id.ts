import type { NotFoundThing } from '@/lib/errors';
import { idParam } from '@/lib/api/ids';

/** An id from the URL path, checked before it reaches SQL (lib/api/ids.ts). */
export const pathId = (params: Record<string, string>, key: string, what: NotFoundThing): string => idParam(params[key], what);
