import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { candidateProfiles, candidates, companies, locations, notificationInbox, placements, statusOptions } from '@/lib/db/schema';

/** Rows the push-notification tests create for themselves, so counts never depend on other files. */

export const tag = () => randomUUID().slice(0, 8);

/**
 * A location of a client company of our own. Names start with "ZZ" so that helpers of other files which
 * take "the first location or company by name" never pick these rows (they have no shifts or contacts).
 */
export async function makeLocation(tenantId: string, name = `ZZ Push site ${tag()}`) {
  const company = (
    await db()
      .insert(companies)
      .values({ tenantId, name: `ZZ Push Fixture ${tag()}` })
      .returning()
  )[0]!;
  return (await db().insert(locations).values({ tenantId, companyId: company.id, name }).returning())[0]!;
}

export async function makePerson(tenantId: string, over: Partial<typeof candidates.$inferInsert> = {}) {
  const t = tag();
  const row = (
    await db()
      .insert(candidates)
      .values({ tenantId, firstName: `Push${t}`, lastName: `Fixture${t}`, email: `push.${t}@fixture.test`, ...over })
      .returning()
  )[0]!;
  return row.id;
}

export async function place(
  tenantId: string,
  candidateId: string,
  locationId: string,
  position: string,
  over: Partial<typeof placements.$inferInsert> = {},
) {
  const loc = (await db().select().from(locations).where(eq(locations.id, locationId)))[0]!;
  await db()
    .insert(placements)
    .values({
      tenantId,
      candidateId,
      companyId: loc.companyId,
      locationId,
      position,
      startDate: '2024-01-01',
      billRate: '30.00',
      payRate: '20.00',
      ...over,
    });
}

export async function makeCandidateStatus(tenantId: string) {
  const row = (
    await db()
      .insert(statusOptions)
      .values({ tenantId, kind: 'candidate', name: `Push status ${tag()}`, position: 200 })
      .returning()
  )[0]!;
  return row.id;
}

export async function giveStatus(tenantId: string, candidateId: string, statusId: string) {
  await db()
    .insert(candidateProfiles)
    .values({ tenantId, candidateId, statusId })
    .onConflictDoUpdate({ target: candidateProfiles.candidateId, set: { statusId } });
}

/** Who holds an inbox row of the notification, sorted. */
export async function inboxOf(notificationId: string): Promise<string[]> {
  const rows = await db()
    .select({ id: notificationInbox.candidateId })
    .from(notificationInbox)
    .where(eq(notificationInbox.notificationId, notificationId));
  return rows.map((r) => r.id).sort();
}

export async function inboxRow(notificationId: string, candidateId: string) {
  const [row] = await db()
    .select()
    .from(notificationInbox)
    .where(and(eq(notificationInbox.notificationId, notificationId), eq(notificationInbox.candidateId, candidateId)));
  return row;
}

export const sorted = (ids: string[]) => [...ids].sort();
export const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);

export type Post = {
  headers: Record<string, string | string[] | undefined>;
  raw: string;
  body: { tenant: { id: string; slug: string }; notification: { id: string; title: string }; candidate_ids: string[] };
};

/** A local push gateway: records every POST and answers with the status the test sets. */
export function gateway() {
  const posts: Post[] = [];
  let status = 200;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString();
    });
    req.on('end', () => {
      posts.push({ headers: req.headers, raw, body: JSON.parse(raw) as Post['body'] });
      res.writeHead(status).end('{}');
    });
  });
  return {
    posts,
    setStatus: (s: number) => {
      status = s;
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/push`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    for: (id: string) => posts.filter((p) => p.body.notification.id === id),
  };
}
