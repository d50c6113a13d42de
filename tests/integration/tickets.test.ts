import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as messagesRoute from '@/app/api/main/helpdesk/tickets/[id]/messages/route';
import * as ticketRoute from '@/app/api/main/helpdesk/tickets/[id]/route';
import * as ticketsRoute from '@/app/api/main/helpdesk/tickets/route';
import { db } from '@/lib/db/client';
import { tickets } from '@/lib/db/schema';
import type { TicketCounts, TicketDetail, TicketRow } from '@/lib/helpdesk/schema';
import { bodyOf, demoSessions } from './fixtures';
import { call, expectError } from './helpers';
import type { ListBody } from './time-helpers';

const demo = demoSessions(['admin', 'superadmin', 'recruiter', 'contact'], ['admin']);

type TicketList = ListBody<TicketRow> & { meta: { counts: TicketCounts } };
const MISSING = '00000000-0000-4000-8000-000000000000';

const list = (token: string | undefined, query = '') => call(ticketsRoute.GET, 'GET', `/api/main/helpdesk/tickets${query}`, { token });
const create = (token: string | undefined, body: unknown) => call(ticketsRoute.POST, 'POST', '/api/main/helpdesk/tickets', { token, body });
const get = (token: string | undefined, id: string) =>
  call(ticketRoute.GET, 'GET', `/api/main/helpdesk/tickets/${id}`, { token, params: { id } });
const patch = (token: string | undefined, id: string, body: unknown) =>
  call(ticketRoute.PATCH, 'PATCH', `/api/main/helpdesk/tickets/${id}`, { token, body, params: { id } });
const reply = (token: string | undefined, id: string, body: unknown) =>
  call(messagesRoute.POST, 'POST', `/api/main/helpdesk/tickets/${id}/messages`, { token, body, params: { id } });

const ok = bodyOf;
const raise = async (token: string, subject = `Cannot approve timesheet ${Math.random().toString(36).slice(2, 8)}`, priority = 'normal') =>
  (await ok<{ data: TicketDetail }>(await create(token, { subject, body: 'Steps:\n1. open\n2. click approve', priority }), 201)).data;
const detail = async (token: string, id: string) => (await ok<{ data: TicketDetail }>(await get(token, id))).data;
const rows = async (token: string, query = '') => ok<TicketList>(await list(token, query));
const maxNumber = async (tenantId: string) =>
  Number(
    (
      await db()
        .select({ n: sql<number>`coalesce(max(${tickets.number}), 0)::int` })
        .from(tickets)
        .where(eq(tickets.tenantId, tenantId))
    )[0]!.n,
  );

describe('ticket numbers', () => {
  it('run 1, 2, … per tenant, each tenant on its own sequence', async () => {
    const [acmeBefore, globexBefore] = [await maxNumber(demo.acmeId), await maxNumber(demo.globexId)];
    const first = await raise(demo.recruiter);
    const second = await raise(demo.contact);
    const theirs = await raise(demo.globexAdmin);
    expect([first.number, second.number]).toEqual([acmeBefore + 1, acmeBefore + 2]);
    expect(theirs.number).toBe(globexBefore + 1);
    expect(first).toMatchObject({ status: 'open', priority: 'normal', message_count: 1, created_by: { name: expect.any(String) } });
    expect(first.messages).toEqual([
      expect.objectContaining({
        body: 'Steps:\n1. open\n2. click approve',
        author: expect.objectContaining({ name: first.created_by!.name }),
      }),
    ]);
  });

  it('stay unique and gap-free when tickets are raised at the same moment', async () => {
    const before = await maxNumber(demo.acmeId);
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) => raise(i % 2 ? demo.recruiter : demo.contact, `Parallel ticket ${i}`)),
    );
    expect(made.map((t) => t.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6].map((n) => before + n));
  });
});

describe('ticket visibility', () => {
  let mine: TicketDetail;
  let contacts: TicketDetail;

  beforeAll(async () => {
    mine = await raise(demo.recruiter, `Recruiter visibility ${Date.now()}`);
    contacts = await raise(demo.contact, `Contact visibility ${Date.now()}`, 'high');
  });

  it('shows a non-admin only their own tickets, and admins every ticket of the tenant', async () => {
    const own = await rows(demo.recruiter, '?per_page=100');
    expect(own.data.map((t) => t._id)).toContain(mine._id);
    expect(own.data.map((t) => t._id)).not.toContain(contacts._id);
    expect(own.data.every((t) => t.created_by?._id === mine.created_by?._id)).toBe(true);
    for (const token of [demo.admin, demo.superadmin]) {
      const all = await rows(token, '?per_page=100');
      expect(all.data.map((t) => t._id)).toEqual(expect.arrayContaining([mine._id, contacts._id]));
      expect(all.meta.totalItems).toBeGreaterThan(own.meta.totalItems);
    }
    expect((await rows(demo.globexAdmin, '?per_page=100')).data.map((t) => t._id)).not.toContain(mine._id);
  });

  it("answers 404 for someone else's ticket to a non-admin, and for another tenant's ticket to anyone", async () => {
    await expectError(await get(demo.recruiter, contacts._id), 404, 'not_found');
    await expectError(await reply(demo.recruiter, contacts._id, { body: 'Me too' }), 404, 'not_found');
    await expectError(await patch(demo.recruiter, contacts._id, { status: 'closed' }), 404, 'not_found');
    expect((await detail(demo.admin, contacts._id)).subject).toBe(contacts.subject);
    for (const res of [
      await get(demo.globexAdmin, mine._id),
      await patch(demo.globexAdmin, mine._id, { status: 'closed' }),
      await reply(demo.globexAdmin, mine._id, { body: 'Hi' }),
    ]) {
      await expectError(res, 404, 'not_found');
    }
    await expectError(await get(demo.admin, MISSING), 404, 'not_found');
    await expectError(await get(demo.admin, 'not-an-id'), 404, 'not_found');
    expect((await detail(demo.recruiter, mine._id)).status).toBe('open');
  });

  it('filters by status, searches by subject or number, pages, and counts per status', async () => {
    const tag = `Searchable ${Date.now()}`;
    const a = await raise(demo.recruiter, `${tag} alpha`);
    const b = await raise(demo.recruiter, `${tag} beta`);
    await ok(await patch(demo.admin, b._id, { status: 'pending' }));
    const found = await rows(demo.recruiter, `?search=${encodeURIComponent(tag)}`);
    expect(found.data.map((t) => t._id)).toEqual([b._id, a._id]);
    expect(found.meta.counts).toMatchObject({ all: 2, open: 1, pending: 1, resolved: 0, closed: 0 });
    expect((await rows(demo.recruiter, `?search=${encodeURIComponent(tag)}&status=pending`)).data.map((t) => t._id)).toEqual([b._id]);
    expect((await rows(demo.recruiter, `?search=%23${a.number}`)).data.map((t) => t._id)).toContain(a._id);
    const paged = await rows(demo.recruiter, `?search=${encodeURIComponent(tag)}&per_page=1&page=2`);
    expect(paged.data.map((t) => t._id)).toEqual([a._id]);
    expect(paged.meta).toMatchObject({ totalItems: 2, page: 2, per_page: 1 });
  });
});

describe('ticket status changes', () => {
  it('lets the creator only close and reopen: pending or resolved is 403, priority is 403', async () => {
    const t = await raise(demo.recruiter);
    expect(t.can).toEqual({ statuses: ['closed'], priority: false, reply: true });
    await expectError(await patch(demo.recruiter, t._id, { status: 'pending' }), 403, 'forbidden');
    await expectError(await patch(demo.recruiter, t._id, { status: 'resolved' }), 403, 'forbidden');
    await expectError(await patch(demo.recruiter, t._id, { priority: 'urgent' }), 403, 'forbidden');
    const closed = (await ok<{ data: TicketDetail }>(await patch(demo.recruiter, t._id, { status: 'closed' }))).data;
    expect(closed.status).toBe('closed');
    expect(closed.can).toEqual({ statuses: ['open'], priority: false, reply: false });
    await expectError(await patch(demo.recruiter, t._id, { status: 'resolved' }), 409, 'conflict');
    expect((await ok<{ data: TicketDetail }>(await patch(demo.recruiter, t._id, { status: 'open' }))).data.status).toBe('open');
  });

  it('lets admins make any change except moving a closed ticket anywhere but open (409)', async () => {
    const t = await raise(demo.contact);
    for (const status of ['pending', 'resolved', 'open', 'closed'] as const) {
      expect((await ok<{ data: TicketDetail }>(await patch(demo.admin, t._id, { status }))).data.status).toBe(status);
    }
    await expectError(await patch(demo.admin, t._id, { status: 'resolved' }), 409, 'conflict');
    await expectError(await patch(demo.superadmin, t._id, { status: 'pending' }), 409, 'conflict');
    await expectError(await patch(demo.admin, t._id, { priority: 'high' }), 409, 'conflict');
    const reopened = (await ok<{ data: TicketDetail }>(await patch(demo.admin, t._id, { status: 'open', priority: 'urgent' }))).data;
    expect(reopened).toMatchObject({ status: 'open', priority: 'urgent' });
    expect((await detail(demo.contact, t._id)).priority).toBe('urgent');
  });

  it('treats the same status again as a no-op', async () => {
    const t = await raise(demo.recruiter);
    expect((await ok<{ data: TicketDetail }>(await patch(demo.recruiter, t._id, { status: 'open' }))).data.status).toBe('open');
  });
});

describe('ticket replies', () => {
  it('threads replies with author names, oldest first, and reopens a resolved ticket when its creator replies', async () => {
    const t = await raise(demo.contact);
    const answered = (await ok<{ data: TicketDetail }>(await reply(demo.admin, t._id, { body: 'Thanks, looking into it.\nHang on.' }), 201))
      .data;
    expect(answered.status).toBe('open');
    await ok(await patch(demo.admin, t._id, { status: 'resolved' }));
    const back = (await ok<{ data: TicketDetail }>(await reply(demo.contact, t._id, { body: 'Still broken' }), 201)).data;
    expect(back.status).toBe('open');
    expect(back.message_count).toBe(3);
    expect(back.messages.map((m) => m.body)).toEqual([
      'Steps:\n1. open\n2. click approve',
      'Thanks, looking into it.\nHang on.',
      'Still broken',
    ]);
    expect(back.messages[1]!.author?.name).not.toBe(back.messages[2]!.author?.name);
    expect(back.messages.every((m, i, all) => i === 0 || all[i - 1]!.created_at <= m.created_at)).toBe(true);
  });

  it('keeps the status when an admin replies to a resolved ticket, and refuses replies to a closed one (409)', async () => {
    const t = await raise(demo.recruiter);
    await ok(await patch(demo.admin, t._id, { status: 'resolved' }));
    expect((await ok<{ data: TicketDetail }>(await reply(demo.admin, t._id, { body: 'Done on our side' }), 201)).data.status).toBe(
      'resolved',
    );
    await ok(await patch(demo.recruiter, t._id, { status: 'closed' }));
    await expectError(await reply(demo.recruiter, t._id, { body: 'One more thing' }), 409, 'conflict');
    await expectError(await reply(demo.admin, t._id, { body: 'One more thing' }), 409, 'conflict');
    expect((await detail(demo.recruiter, t._id)).message_count).toBe(2);
  });
});

describe('ticket input and sessions', () => {
  it('answers 400 with a message for bad input', async () => {
    const t = await raise(demo.recruiter);
    const bad: [Response, RegExp][] = [
      [await create(demo.recruiter, { subject: 'Hi', body: 'x' }), /subject/],
      [await create(demo.recruiter, { subject: 'x'.repeat(161), body: 'x' }), /subject/],
      [await create(demo.recruiter, { subject: 'Valid subject', body: '   ' }), /body/],
      [await create(demo.recruiter, { subject: 'Valid subject', body: 'x'.repeat(5001) }), /body/],
      [await create(demo.recruiter, { subject: 'Valid subject', body: 'x', priority: 'critical' }), /priority/],
      [await reply(demo.recruiter, t._id, { body: '' }), /body/],
      [await patch(demo.admin, t._id, { status: 'done' }), /status/],
      [await patch(demo.admin, t._id, {}), /status or a priority/],
      [await list(demo.recruiter, '?status=waiting'), /status/],
      [await list(demo.recruiter, '?per_page=1000'), /per_page/],
    ];
    for (const [res, message] of bad) expect((await expectError(res, 400, 'bad_request')).message).toMatch(message);
  });

  it('answers 401 without a session', async () => {
    const t = await raise(demo.recruiter);
    for (const res of [
      await list(undefined),
      await create(undefined, { subject: 'Anonymous', body: 'x' }),
      await get(undefined, t._id),
      await patch(undefined, t._id, { status: 'closed' }),
      await reply(undefined, t._id, { body: 'x' }),
    ]) {
      await expectError(res, 401, 'unauthorized_access');
    }
    expect((await detail(demo.recruiter, t._id)).status).toBe('open');
  });
});
