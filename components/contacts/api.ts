import { buildUrl } from '@/lib/api/client';
import { withQuery } from '@/lib/browser/api';
import { getOnDemand, odKey, type ListBody, type OneBody } from '@/lib/browser/on-demand-service';
import { callApi } from '@/lib/browser/typed-api';
import { contactsRoutes as c } from '@/lib/contracts/routes/contacts';
import type { ContactInput } from '@/lib/contacts/schema';
import type { ContactSettings } from '@/lib/contacts/types';

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

export const contactApi = {
  create: (body: ContactInput) => callApi(c.create, { body }),
  update: (id: string, body: Partial<ContactInput>) => callApi(c.update, { params: { id }, body }),
  archive: (id: string) => callApi(c.archive, { params: { id } }),
  restore: (id: string) => callApi(c.restore, { params: { id } }),
  assign: (id: string, ids: string[]) => callApi(c.assign, { params: { id }, body: { location_ids: ids } }),
  unassign: (id: string, ids: string[]) => callApi(c.unassign, { params: { id }, body: { location_ids: ids } }),
  settings: (id: string, body: Partial<Omit<ContactSettings, 'portal_user'>>) => callApi(c.updateSettings, { params: { id }, body }),
  send: (id: string, body: string) => callApi(c.sendMessage, { params: { id }, body: { body } }),
  avatar: (id: string, file: File) => {
    const form = new FormData();
    form.set('avatar', file);
    return callApi(c.uploadAvatar, { params: { id }, body: form });
  },
};
