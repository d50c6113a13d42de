import 'server-only';
import { z } from 'zod';
import { parseWith } from '@/lib/schema-kit/parse-with';
import { kindParam } from '@/lib/statuses/schema';
import type { StatusKind } from '@/lib/statuses/types';

/** The `[kind]` path segment, validated: an unknown kind is a 400 with the list of known ones. */
// Parsed as a field so the refusal names it ("kind must be one of …").
export const kindOf = (params: Record<string, string>): StatusKind => parseWith(z.object({ kind: kindParam }), { kind: params.kind }).kind;
