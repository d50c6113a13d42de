import { buildUrl } from '@/lib/api/client';
import { withQuery } from '@/lib/browser/api';
import { api } from '@/lib/browser/api';
import { totalOf, type ListResponse } from '@/lib/browser/lists';

export { withQuery };

/**
 * SWR keys of the candidates service: its API path with a `candidates:` prefix, so they never collide
 * with main-service keys. `fetchCandidates` strips the prefix and calls the service.
 */
const PREFIX = 'candidates:';
export const candKey = (path: string) => `${PREFIX}${path}`;
export const fetchCandidates = <T>(key: string) => api.get<T>('candidates', key.slice(PREFIX.length));
export const isCandidatesKey = (key: unknown, path: string) => typeof key === 'string' && key.startsWith(candKey(path));

const enc = encodeURIComponent;
export const paths = {
  list: 'candidates',
  one: (id: string) => `candidates/${enc(id)}`,
  profile: (id: string) => `candidates/${enc(id)}/profile`,
  messages: (id: string) => `candidates/${enc(id)}/messages`,
  placements: (id: string) => `candidates/${enc(id)}/placements`,
  applications: (id: string) => `candidates/${enc(id)}/applications`,
  exclusions: (id: string) => `candidates/${enc(id)}/exclusions`,
  exclusion: (id: string, companyId: string) => `candidates/${enc(id)}/exclusions/${enc(companyId)}`,
  preferences: (id: string) => `preferences/${enc(id)}`,
  availability: (id: string) => `availability/${enc(id)}`,
  weekly: (id: string) => `availability/${enc(id)}/v1`,
  windows: (id: string) => `availability/${enc(id)}/v2`,
  window: (id: string, windowId: string) => `availability/${enc(id)}/v2/${enc(windowId)}`,
  notes: 'notes',
  note: (id: string) => `notes/${enc(id)}`,
  noteTypes: 'note-types',
  files: 'files',
  file: (id: string) => `files/${enc(id)}`,
};

/** Same-origin URL of a download, for a plain link (the browser sends the session cookie). */
export const candidatesUrl = (path: string) => buildUrl('candidates', path);

export type ListBody<T> = ListResponse<T>;
export type OneBody<T> = { data: T; message?: string };
export { totalOf };
