import { randomUUID } from 'node:crypto';
import { addDays, format } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import * as one from '@/app/api/main/todos/[id]/route';
import * as assignees from '@/app/api/main/todos/assignees/route';
import * as list from '@/app/api/main/todos/route';
import type { Assignee, TodoCounts, TodoRow } from '@/lib/todos/schema';
import { readerTimeZone, readerToday } from '@/lib/settings/reader-zone';
import { bodyOf, demoSessions } from './fixtures';
import { call, expectError, userByEmail } from './helpers';
import { type ErrorBody, type ListBody } from './time-helpers';
import { atLeast } from '@/tests/support/present';
import { db } from '@/lib/db/client';

const BASE = '/api/main/todos';
const tag = randomUUID().slice(0, 8);
// "Today" is the reader's on her chosen clock, else the tenant's (lib/settings/reader-zone.ts), read the way the
// route reads it; the browser's zone (X-Timezone) is sent from far away and changes nothing.
let today = '';
const day = (offset: number) => format(addDays(new Date(`${today}T12:00:00Z`), offset), 'yyyy-MM-dd');
const headers = { 'x-timezone': 'Pacific/Kiritimati' };

const demo = demoSessions(['admin', 'recruiter', 'contact'], ['admin']);
let adminId = '';
let recruiterId = '';
let contactUserId = '';
let globexAdminId = '';

beforeAll(async () => {
  [adminId, recruiterId, contactUserId, globexAdminId] = atLeast(
    (await Promise.all(['admin@acme.test', 'recruiter@acme.test', 'contact@acme.test', 'admin@globex.test'].map(userByEmail))).map(
      (r) => r.user.id,
    ),
    4,
  );
  const admin = await userByEmail('admin@acme.test');
  const zones = await Promise.all([adminId, recruiterId].map((userId) => readerTimeZone(db(), { tenantId: admin.user.tenantId, userId })));
  // The to-dos below are made by both: one clock for both, so one "today".
  expect(zones[1]).toBe(zones[0]);
  today = (await readerToday(db(), { tenantId: admin.user.tenantId, userId: adminId })).today;
});

const ok = bodyOf;

type TodoList = ListBody<TodoRow> & { meta: { counts: TodoCounts } };
const listAs = (token: string | undefined, query: Record<string, string> = {}) =>
  call(list.GET, 'GET', `${BASE}?${new URLSearchParams(query)}`, { token, headers });
const add = (token: string | undefined, body: unknown) => call(list.POST, 'POST', BASE, { token, body, headers });
const patch = (token: string | undefined, id: string, body: unknown) =>
  call(one.PATCH, 'PATCH', `${BASE}/${id}`, { token, params: { id }, body, headers });
const remove = (token: string | undefined, id: string) => call(one.DELETE, 'DELETE', `${BASE}/${id}`, { token, params: { id } });
const create = async (token: string, body: Record<string, unknown>) => (await ok<{ data: TodoRow }>(await add(token, body))).data;

describe('to-dos', () => {
  let late: TodoRow;
  let soon: TodoRow;
  let someday: TodoRow;

  beforeAll(async () => {
    someday = await create(demo.recruiter, { title: `Someday ${tag}`, assignee_id: recruiterId });
    soon = await create(demo.recruiter, {
      title: `Call back ${tag}`,
      notes: 'About the night shift',
      assignee_id: recruiterId,
      due_date: day(2),
    });
    late = await create(demo.admin, { title: `Send contract ${tag}`, assignee_id: adminId, due_date: day(-1) });
  });

  it("creates to-dos with assignee names and flags overdue ones in the caller's time zone", async () => {
    expect(soon).toMatchObject({
      title: `Call back ${tag}`,
      notes: 'About the night shift',
      assignee_id: recruiterId,
      assignee_name: 'Riley Recruiter',
      due_date: day(2),
      done: false,
      overdue: false,
    });
    expect(soon.created_by_name).toBeTruthy();
    expect(late.overdue).toBe(true);
    const dueToday = await create(demo.admin, { title: `Due today ${tag}`, due_date: today });
    expect(dueToday).toMatchObject({ overdue: false, assignee_id: null });
  });

  it('lists by due date with undated last, and filters by assignee, state and search', async () => {
    const all = await ok<TodoList>(await listAs(demo.admin, { search: tag, state: 'all' }));
    expect(all.data.map((t) => t.title)).toEqual([`Send contract ${tag}`, `Due today ${tag}`, `Call back ${tag}`, `Someday ${tag}`]);
    expect(all.meta.counts).toEqual({ open: 4, overdue: 1, done: 0 });
    const mine = await ok<TodoList>(await listAs(demo.recruiter, { search: tag, assignee: 'me' }));
    expect(mine.data.map((t) => t._id)).toEqual([soon._id, someday._id]);
    const theirs = await ok<TodoList>(await listAs(demo.recruiter, { search: tag, assignee: adminId }));
    expect(theirs.data.map((t) => t._id)).toEqual([late._id]);
    const overdue = await ok<TodoList>(await listAs(demo.admin, { search: tag, state: 'overdue' }));
    expect(overdue.data.map((t) => t._id)).toEqual([late._id]);
    const byNotes = await ok<TodoList>(await listAs(demo.admin, { search: 'night shift', state: 'all' }));
    expect(byNotes.data.map((t) => t._id)).toContain(soon._id);
    const paged = await ok<TodoList>(await listAs(demo.admin, { search: tag, per_page: '1', page: '2' }));
    expect(paged.data.map((t) => t.title)).toEqual([`Due today ${tag}`]);
    expect(paged.meta).toMatchObject({ totalItems: 4, page: 2, per_page: 1 });
    expect((await ok<TodoList>(await listAs(demo.globexAdmin, { search: tag, state: 'all' }))).data).toEqual([]);
  });

  it('ticks a to-do off and reopens it; done ones leave the open list', async () => {
    const done = (await ok<{ data: TodoRow }>(await patch(demo.admin, late._id, { done: true }))).data;
    expect(done).toMatchObject({ done: true, overdue: false });
    expect(done.done_at).toBeTruthy();
    // Ticking again keeps the first completion time.
    expect((await ok<{ data: TodoRow }>(await patch(demo.admin, late._id, { done: true }))).data.done_at).toBe(done.done_at);
    const open = await ok<TodoList>(await listAs(demo.admin, { search: tag }));
    expect(open.data.map((t) => t._id)).not.toContain(late._id);
    expect(open.meta.counts).toMatchObject({ overdue: 0, done: 1 });
    const doneList = await ok<TodoList>(await listAs(demo.admin, { search: tag, state: 'done' }));
    expect(doneList.data.map((t) => t._id)).toEqual([late._id]);
    expect((await ok<{ data: TodoRow }>(await patch(demo.recruiter, late._id, { done: false }))).data).toMatchObject({
      done: false,
      done_at: null,
      overdue: true,
    });
  });

  it('edits only the fields sent, and null clears one', async () => {
    const edited = (
      await ok<{ data: TodoRow }>(await patch(demo.admin, soon._id, { title: `Called ${tag}`, due_date: null, assignee_id: adminId }))
    ).data;
    expect(edited).toMatchObject({ title: `Called ${tag}`, notes: 'About the night shift', due_date: null, assignee_id: adminId });
    expect((await ok<{ data: TodoRow }>(await patch(demo.admin, soon._id, { notes: '' }))).data.notes).toBeNull();
  });

  it("offers active staff users as assignees, never contacts or another tenant's users", async () => {
    const people = await ok<ListBody<Assignee>>(await call(assignees.GET, 'GET', `${BASE}/assignees`, { token: demo.recruiter }));
    const ids = people.data.map((p) => p._id);
    expect(ids).toEqual(expect.arrayContaining([adminId, recruiterId]));
    expect(ids).not.toContain(contactUserId);
    expect(ids).not.toContain(globexAdminId);
  });

  it('answers bad input with 400', async () => {
    const noTitle = (await expectError(await add(demo.admin, { title: '  ' }), 400, 'bad_request')) as ErrorBody;
    expect(noTitle.errors).toHaveProperty('title');
    await expectError(await add(demo.admin, { title: 'x'.repeat(201) }), 400);
    await expectError(await add(demo.admin, { title: 'Notes', notes: 'x'.repeat(2001) }), 400);
    await expectError(await add(demo.admin, { title: 'Date', due_date: '2025-02-30' }), 400);
    await expectError(await add(demo.admin, { title: 'Date', due_date: '02/03/2025' }), 400);
    for (const assignee of [contactUserId, globexAdminId, randomUUID(), 'nope']) {
      await expectError(await add(demo.admin, { title: 'Assignee', assignee_id: assignee }), 400);
    }
    await expectError(await patch(demo.admin, soon._id, {}), 400);
    await expectError(await patch(demo.admin, soon._id, { done: 'yes' }), 400);
    await expectError(await patch(demo.admin, soon._id, { assignee_id: contactUserId }), 400);
    await expectError(await listAs(demo.admin, { state: 'late' }), 400);
    await expectError(await listAs(demo.admin, { assignee: 'someone' }), 400);
  });

  it("answers 404 for another tenant's to-do, 403 to contacts and 401 without a session", async () => {
    await expectError(await patch(demo.globexAdmin, soon._id, { done: true }), 404);
    await expectError(await remove(demo.globexAdmin, soon._id), 404);
    await expectError(await call(one.GET, 'GET', `${BASE}/${soon._id}`, { token: demo.globexAdmin, params: { id: soon._id } }), 404);
    await expectError(await patch(demo.admin, 'not-an-id', { done: true }), 404);
    await expectError(await listAs(demo.contact), 403);
    await expectError(await add(demo.contact, { title: 'Nope' }), 403);
    await expectError(await call(assignees.GET, 'GET', `${BASE}/assignees`, { token: demo.contact }), 403);
    await expectError(await listAs(undefined), 401);
    await expectError(await remove(undefined, soon._id), 401);
  });

  it('deletes a to-do', async () => {
    await ok(await remove(demo.recruiter, someday._id));
    await expectError(await remove(demo.recruiter, someday._id), 404);
    expect((await ok<TodoList>(await listAs(demo.admin, { search: tag, state: 'all' }))).data.map((t) => t._id)).not.toContain(someday._id);
  });
});
