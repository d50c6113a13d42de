import { buildUrl } from '@/lib/api/client';
import { api } from './api';

/**
 * SWR keys of the candidates service: its API path with a `candidates:` prefix, so they never collide
 * with main-service keys. `fetchCandidates` strips the prefix and calls the service. Shared by the
 * candidate screens and the generic notes and attachments panels the service also serves.
 */
const PREFIX = 'candidates:';
export const candKey = (path: string) => `${PREFIX}${path}`;
export const fetchCandidates = <T>(key: string) => api.get<T>('candidates', key.slice(PREFIX.length));

/** Same-origin URL of a download, for a plain link (the browser sends the session cookie). */
export const candidatesUrl = (path: string) => buildUrl('candidates', path);
