import type { NotFoundThing } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';

/** An id from the URL path, checked before it reaches SQL (lib/schema-kit/ids.ts). */
export const pathId = (params: Record<string, string>, key: string, what: NotFoundThing): string => idParam(params[key], what);
