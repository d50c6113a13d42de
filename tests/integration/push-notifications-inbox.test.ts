import { beforeAll, describe, expect, it } from 'vitest';
import * as readRoute from '@/app/api/candidates/candidates/[id]/inbox/[itemId]/read/route';
import * as inboxRoute from '@/app/api/candidates/candidates/[id]/inbox/route';
import * as oneRoute from '@/app/api/main/push-notifications/[id]/route';
import { composeNotification } from '@/lib/push-notifications/service';
import type { InboxItem } from '@/lib/push-notifications/types';
import type { NotificationRow } from '@/lib/push-notifications/schema';
import { demoSessions } from './fixtures';
import { call, expectError, json, userByEmail } from './helpers';
import { makePerson } from './push-notifications-fixtures';
import type { ListBody } from './time-helpers';
import { db } from '@/lib/db/client';

type InboxBody = ListBody<InboxItem> & { meta: { unread: number } };

const demo = demoSessions(['recruiter', 'contact'], ['admin']);
const who = { ann: '', ben: '' };
let first: NotificationRow;
let second: NotificationRow;

const path = (candidateId: string) => `/api/candidates/candidates/${candidateId}/inbox`;
/** The mobile app sends the session token in Authorization (Bearer for the candidates API). */
const inbox = (token: string | undefined, candidateId: string, query = '') =>
  call(inboxRoute.GET, 'GET', `${path(candidateId)}${query}`, { token, auth: 'bearer', params: { id: candidateId } });
const markRead = (token: string, candidateId: string, itemId: string) =>
  call(readRoute.PATCH, 'PATCH', `${path(candidateId)}/${itemId}/read`, { token, auth: 'raw', params: { id: candidateId, itemId } });

async function inboxOk(candidateId: string, query = ''): Promise<InboxBody> {
  const res = await inbox(demo.recruiter, candidateId, query);
  const out = await json<InboxBody>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  return out;
}

beforeAll(async () => {
  const writer = { tenantId: demo.acmeId, userId: (await userByEmail('recruiter@acme.test')).user.id };
  [who.ann, who.ben] = await Promise.all([makePerson(demo.acmeId), makePerson(demo.acmeId)]);
  first = await composeNotification(db(), writer, {
    title: 'First',
    body: 'One',
    audience: { type: 'candidates', ids: [who.ann, who.ben] },
  });
  second = await composeNotification(db(), writer, { title: 'Second', body: 'Two', audience: { type: 'candidates', ids: [who.ann] } });
});

describe('GET /api/candidates/candidates/{id}/inbox', () => {
  it('lists the candidate’s messages newest first with the unread count', async () => {
    const out = await inboxOk(who.ann);
    expect(out.data.map((i) => i.title)).toEqual(['Second', 'First']);
    expect(out.data[0]).toMatchObject({ notification_id: second._id, body: 'Two', transport: 'inbox', read_at: null });
    expect(out.data[0]!.delivered_at).not.toBeNull();
    expect(out.data[1]!.notification_id).toBe(first._id);
    expect(out.meta).toMatchObject({ totalItems: 2, unread: 2, page: 1 });
    expect((await inboxOk(who.ben)).data.map((i) => i.title)).toEqual(['First']);
    expect((await inboxOk(who.ann, '?per_page=1&page=2')).data.map((i) => i.title)).toEqual(['First']);
  });

  it('refuses bad paging (400), a Company Contact (403), no session (401) and another tenant (404)', async () => {
    await expectError(await inbox(demo.recruiter, who.ann, '?per_page=1000'), 400, 'bad_request');
    await expectError(await inbox(demo.contact, who.ann), 403, 'forbidden');
    await expectError(await inbox(undefined, who.ann), 401, 'unauthorized_access');
    await expectError(await inbox(demo.globexAdmin, who.ann), 404, 'not_found');
    await expectError(await inbox(demo.recruiter, 'not-a-uuid'), 404, 'not_found');
  });
});

describe('PATCH /api/candidates/candidates/{id}/inbox/{itemId}/read', () => {
  it('marks one item read, keeps the first read time, and the history counts the read', async () => {
    const item = (await inboxOk(who.ann)).data[0]!;
    const res = await markRead(demo.recruiter, who.ann, item._id);
    const out = await json<{ data: InboxItem }>(res);
    expect(res.status).toBe(200);
    expect(out.data.read_at).not.toBeNull();
    const again = await json<{ data: InboxItem }>(await markRead(demo.recruiter, who.ann, item._id));
    expect(again.data.read_at).toBe(out.data.read_at);
    const after = await inboxOk(who.ann);
    expect(after.meta.unread).toBe(1);
    expect((await inboxOk(who.ann, '?unread=true')).data.map((i) => i.title)).toEqual(['First']);
    const detail = await json<{ data: NotificationRow }>(
      await call(oneRoute.GET, 'GET', `/api/main/push-notifications/${second._id}`, { token: demo.recruiter, params: { id: second._id } }),
    );
    expect(detail.data.read_count).toBe(1);
  });

  it('answers 404 for another candidate’s item, another tenant, or a bad id; 403 for a contact', async () => {
    const bensItem = (await inboxOk(who.ben)).data[0]!;
    await expectError(await markRead(demo.recruiter, who.ann, bensItem._id), 404, 'not_found');
    await expectError(await markRead(demo.globexAdmin, who.ben, bensItem._id), 404, 'not_found');
    await expectError(await markRead(demo.recruiter, who.ben, 'nope'), 404, 'not_found');
    await expectError(await markRead(demo.contact, who.ben, bensItem._id), 403, 'forbidden');
    expect((await inboxOk(who.ben)).data[0]!.read_at).toBeNull();
  });
});
