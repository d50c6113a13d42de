import { withQuery } from '@/lib/browser/api';
import { totalOf, type ListResponse } from '@/lib/browser/lists';

export { withQuery };

export { candKey, fetchCandidates } from '@/lib/browser/candidates-service';

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
};

export type ListBody<T> = ListResponse<T>;
export type OneBody<T> = { data: T; message?: string };
export { totalOf };
