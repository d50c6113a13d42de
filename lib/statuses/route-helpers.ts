import 'server-only';
import { parseWith } from '@/lib/api/handler';
import { kindParam } from './schema';
import type { StatusKind } from './types';

/** The `[kind]` path segment, validated: an unknown kind is a 400 with the list of known ones. */
export const kindOf = (params: Record<string, string>): StatusKind => parseWith(kindParam, params.kind);
