import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as events from '@/app/api/main/client-portal/whos-working/events/route';
import { db } from '@/lib/db/client';
import { lookupSession } from '@/lib/auth/guard';
import { candidates, sessions } from '@/lib/db/schema';
import { liveBoardEvents } from '@/lib/live/event-stream';
import { CLIENT_IP_HEADER } from '@/lib/http/client-ip';
import { liveEventsRoute } from '@/lib/http/live-events-route';
import { streamSlots, type StreamSlots } from '@/lib/live/stream-slots';
import { ownTenant } from './own-tenant';
import { contactLocationIds, signInAs, unassignedLocation } from './time-helpers';

// Issue 24 item 5: one session held 20,400 who's-working streams, and every event woke every board of the
// tenant, contacts' boards for other sites included. Real streams against the route handler, real database;
// the tenant is this file's own, so no other file's clock-ins reach these boards.

const SLUG = 'live-streams';
const PATH = '/api/main/client-portal/whos-working/events';
let tenantId = '';
let admin = '';
let contact = '';
let herLocation = '';
let otherLocation = '';
let workerId = '';

beforeAll(async () => {
  tenantId = (await ownTenant(SLUG, 'Live Streams Staffing')).id;
  [admin, contact] = await Promise.all([signInAs(`admin@${SLUG}.test`), signInAs(`contact@${SLUG}.test`)]);
  herLocation = (await contactLocationIds(SLUG))[0] ?? '';
  otherLocation = await unassignedLocation(SLUG);
  const [worker] = await db().select({ id: candidates.id }).from(candidates).where(eq(candidates.tenantId, tenantId)).limit(1);
  workerId = worker?.id ?? '';
  expect(herLocation && workerId).toBeTruthy();
});

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** An open stream: what it sent so far, read in the background, and a way to end it as a browser would. */
type Open = { res: Response; text: () => string; cancel: () => Promise<void>; abort: () => void };
const opened: Open[] = [];

async function open(handler: Handler, token: string, headers: Record<string, string> = {}): Promise<Open> {
  const controller = new AbortController();
  const req = new NextRequest(new URL(PATH, 'http://localhost:3000'), {
    headers: { [CLIENT_IP_HEADER]: '10.0.0.9', cookie: `session=${token}`, ...headers },
    signal: controller.signal,
  });
  const res = await handler(req, { params: Promise.resolve({}) });
  let text = '';
  const reader = res.ok ? res.body!.getReader() : null;
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader!.read();
        if (chunk.done) return;
        text += decoder.decode(chunk.value, { stream: true });
      }
    } catch {
      // cancelled or aborted: the test ended it
    }
  })();
  const stream: Open = {
    res,
    text: () => text,
    cancel: async () => void (await reader?.cancel().catch(() => {})),
    abort: () => controller.abort(),
  };
  if (res.ok) opened.push(stream);
  return stream;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.cancel()));
});

const changes = (text: string) =>
  [...text.matchAll(/event: change\ndata: (.*)\n\n/g)].map((m) => JSON.parse(m[1]!) as { version: number; locations: string[] | null });

async function clockInAt(locationId: string) {
  // A plain statement, as another app instance would write it: only the database can carry the news.
  await db().execute(sql`insert into timecards (tenant_id, candidate_id, location_id, position, clock_in, source)
    values (${tenantId}, ${workerId}, ${locationId}, 'Picker', now(), 'kiosk')`);
}

describe('event streams are bounded per session, per user and per instance', () => {
  it('five per user; two closed let two more in; the sixth is a 429 with Retry-After in the reader’s language', async () => {
    const slots = streamSlots({ perSession: 5, perUser: 5, instance: 100 });
    const route = liveEventsRoute(() => slots) as Handler;
    const five = await Promise.all(Array.from({ length: 5 }, () => open(route, admin)));
    expect(five.map((s) => s.res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(slots.open()).toBe(5);

    const sixth = await open(route, admin, { 'accept-language': 'de' });
    expect(sixth.res.status).toBe(429);
    expect(Number(sixth.res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await sixth.res.json()) as { message: string; error_code: string };
    expect(body.error_code).toBe('rate_limited');
    expect(body.message).toContain('Live-Übersichten');

    // One ends as a reader cancelling, one as a browser leaving (the request aborts): both give back their slot.
    await five[0]!.cancel();
    five[1]!.abort();
    await expect.poll(() => slots.open(), { timeout: 2000 }).toBe(3);
    const again = await Promise.all([open(route, admin), open(route, admin)]);
    expect(again.map((s) => s.res.status)).toEqual([200, 200]);
    expect((await open(route, admin)).res.status).toBe(429);
    expect(slots.open()).toBe(5);

    await Promise.all(opened.splice(0).map((s) => s.cancel()));
    await expect.poll(() => slots.open(), { timeout: 2000 }).toBe(0);
  });

  it('a full instance answers 503 with Retry-After, and takes streams again once one ends', async () => {
    const slots: StreamSlots = streamSlots({ perSession: 5, perUser: 5, instance: 3 });
    const route = liveEventsRoute(() => slots) as Handler;
    const held = [await open(route, admin), await open(route, admin), await open(route, contact)];
    expect(held.map((s) => s.res.status)).toEqual([200, 200, 200]);
    const refused = await open(route, contact);
    expect(refused.res.status).toBe(503);
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.res.json()) as { message: string }).message.length).toBeGreaterThan(0);
    await held[2]!.cancel();
    await expect.poll(() => slots.open(), { timeout: 2000 }).toBe(2);
    expect((await open(route, contact)).res.status).toBe(200);
  });

  it('the route itself refuses a sixth stream of one session', async () => {
    const streams = await Promise.all(Array.from({ length: 5 }, () => open(events.GET as Handler, contact)));
    expect(streams.map((s) => s.res.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await open(events.GET as Handler, contact);
    expect(sixth.res.status).toBe(429);
    expect(sixth.res.headers.get('retry-after')).toMatch(/^\d+$/);
    // Closed again, the session's slots are free: a new stream opens at once.
    await Promise.all(opened.splice(0).map((s) => s.cancel()));
    const next = await open(events.GET as Handler, contact);
    expect(next.res.status).toBe(200);
  });

  it('LIVE_STREAMS_PER_USER and LIVE_STREAMS_MAX set the route’s caps (2 per user, 3 on the instance here)', async () => {
    const g = globalThis as typeof globalThis & { __liveStreamSlots?: unknown };
    const processSlots = g.__liveStreamSlots;
    // env() is parsed once per module instance, and the slots once per process: a fresh route reads the settings.
    vi.stubEnv('LIVE_STREAMS_PER_USER', '2');
    vi.stubEnv('LIVE_STREAMS_MAX', '3');
    vi.resetModules();
    delete g.__liveStreamSlots;
    try {
      const route = (await import('@/app/api/main/client-portal/whos-working/events/route')).GET as Handler;
      const mine = [await open(route, contact), await open(route, contact)];
      expect(mine.map((s) => s.res.status)).toEqual([200, 200]);
      expect((await open(route, contact)).res.status).toBe(429);
      expect((await open(route, admin)).res.status).toBe(200);
      const full = await open(route, admin);
      expect(full.res.status).toBe(503);
      expect(full.res.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await Promise.all(opened.splice(0).map((s) => s.cancel()));
      vi.unstubAllEnvs();
      vi.resetModules();
      g.__liveStreamSlots = processSlots;
    }
  });
});

describe('an event wakes only the boards whose locations it touched', () => {
  it('a clock-in at another site wakes the admin’s board, not the contact’s; one at her site wakes both', async () => {
    const route = liveEventsRoute(() => streamSlots({ perSession: 5, perUser: 5, instance: 10 })) as Handler;
    const [staff, hers] = [await open(route, admin), await open(route, contact)];
    expect([staff.res.status, hers.res.status]).toEqual([200, 200]);
    // Let the watcher take the version and the digests it compares against.
    await new Promise((r) => setTimeout(r, 700));

    await clockInAt(otherLocation);
    await expect.poll(() => changes(staff.text()).length, { timeout: 3000, interval: 25 }).toBeGreaterThan(0);
    expect(changes(staff.text()).at(-1)?.locations).toEqual([otherLocation]);
    await new Promise((r) => setTimeout(r, 800));
    expect(changes(hers.text())).toEqual([]);

    const seenByStaff = changes(staff.text()).length;
    await clockInAt(herLocation);
    await expect.poll(() => changes(hers.text()).length, { timeout: 3000, interval: 25 }).toBe(1);
    // Her event names only her location, and the admin hears the same move.
    expect(changes(hers.text())[0]!.locations).toEqual([herLocation]);
    await expect.poll(() => changes(staff.text()).length, { timeout: 3000, interval: 25 }).toBeGreaterThan(seenByStaff);
    expect(changes(staff.text()).at(-1)?.locations).toEqual([herLocation]);
    expect(changes(hers.text())[0]!.version).toBe(changes(staff.text()).at(-1)!.version);
  });

  it('closing a card at another site (an update, then a delete) never wakes her', async () => {
    const route = liveEventsRoute(() => streamSlots({ perSession: 5, perUser: 5, instance: 10 })) as Handler;
    const [staff, hers] = [await open(route, admin), await open(route, contact)];
    await new Promise((r) => setTimeout(r, 700));
    await db().execute(
      sql`update timecards set clock_out = now() where tenant_id = ${tenantId} and location_id = ${otherLocation} and clock_out is null`,
    );
    await expect.poll(() => changes(staff.text()).length, { timeout: 3000, interval: 25 }).toBeGreaterThan(0);
    await db().execute(
      sql`delete from timecards where tenant_id = ${tenantId} and location_id = ${otherLocation} and candidate_id = ${workerId}`,
    );
    await expect.poll(() => changes(staff.text()).length, { timeout: 3000, interval: 25 }).toBeGreaterThan(1);
    await new Promise((r) => setTimeout(r, 800));
    expect(changes(hers.text())).toEqual([]);
  });
});

describe('a stream opened before its session was revoked', () => {
  it('ends at its next heartbeat once the database says the session is over (a sign-out on any instance), and gives back its slot', async () => {
    const token = await signInAs(`admin@${SLUG}.test`);
    const found = await lookupSession(token);
    if (!found.ok) throw new Error('the sign-in gave no session');
    let released = 0;
    let ended = false;
    const res = liveBoardEvents(
      { tenantId, locationIds: null },
      {
        signal: new AbortController().signal,
        release: () => released++,
        stillSignedIn: async () => (await lookupSession(token)).ok,
        heartbeatMs: 100,
      },
    );
    const reader = res.body!.getReader();
    void (async () => {
      while (!(await reader.read()).done);
      ended = true;
    })();
    await new Promise((r) => setTimeout(r, 400));
    expect(ended).toBe(false);

    // Written straight to the database, as another instance's sign-out would be.
    await db().update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, found.session.sessionId));
    await expect.poll(() => ended, { timeout: 5_000 }).toBe(true);
    expect(released).toBe(1);
  });
});
