import { apiKey, callApi } from '@/lib/browser/typed-api';
import { contactsRoutes as c } from '@/lib/contracts/routes/contacts';
import type { ContactInput } from '@/lib/contacts/schema';
import type { ContactSettings } from '@/lib/contacts/schema';
import { invalidate, readsOf } from '@/lib/browser/invalidate';

/** Same-origin URL of the avatar for an <img>: the browser sends the session cookie itself. */
export const avatarUrl = (id: string, version: string) => `${apiKey(c.avatar, { params: { id } })}?v=${encodeURIComponent(version)}`;

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

/** Every cached read of the contact lists and of each contact (detail, settings, conversation) after a change. */
export const revalidateContacts = () => invalidate(...readsOf(c));
