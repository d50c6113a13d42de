import { buildUrl } from '@/lib/api/client';
import { api, withQuery } from '@/lib/browser/api';
import { getOnDemand, odKey, type ListBody, type OneBody } from '@/lib/browser/on-demand-service';
import type { ContactInput } from '@/lib/contacts/schema';
import type { ContactDetail, ContactMessage, ContactSettings } from '@/lib/contacts/types';

export { getOnDemand, odKey, withQuery };
export type { ListBody, OneBody };

const enc = encodeURIComponent;

/** On-demand service paths of the contacts module (SWR keys are odKey(path)). */
export const contactPaths = {
  list: 'company-contacts',
  one: (id: string) => `company-contacts/${enc(id)}`,
  settings: (id: string) => `company-contacts/${enc(id)}/settings`,
  conversations: (id: string) => `company-contacts/${enc(id)}/conversations`,
  avatar: (id: string) => `company-contacts/${enc(id)}/avatar`,
};

/** Same-origin URL of the avatar for an <img>: the browser sends the session cookie itself. */
export const avatarUrl = (id: string, version: string) => `${buildUrl('onDemand', contactPaths.avatar(id))}?v=${enc(version)}`;

type Detail = OneBody<ContactDetail>;

export const contactApi = {
  create: (body: ContactInput) => api.post<Detail>('onDemand', contactPaths.list, body),
  update: (id: string, body: Partial<ContactInput>) => api.put<Detail>('onDemand', contactPaths.one(id), body),
  archive: (id: string) => api.del<Detail>('onDemand', contactPaths.one(id)),
  restore: (id: string) => api.put<Detail>('onDemand', `${contactPaths.one(id)}/restore`),
  assign: (id: string, ids: string[]) => api.put<Detail>('onDemand', `${contactPaths.one(id)}/assign`, { location_ids: ids }),
  unassign: (id: string, ids: string[]) => api.put<Detail>('onDemand', `${contactPaths.one(id)}/unassign`, { location_ids: ids }),
  settings: (id: string, body: Partial<Omit<ContactSettings, 'portal_user'>>) => api.put<OneBody<ContactSettings>>('onDemand', contactPaths.settings(id), body),
  send: (id: string, body: string) => api.post<OneBody<ContactMessage>>('onDemand', contactPaths.conversations(id), { body }),
  avatar: (id: string, file: File) => {
    const form = new FormData();
    form.set('avatar', file);
    return api.post<OneBody<{ avatar_upload_id: string }>>('onDemand', contactPaths.avatar(id), form);
  },
};
