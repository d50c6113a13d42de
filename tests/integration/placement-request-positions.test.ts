import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as create from '@/app/api/main/public/[company]/placement-requests/route';
import { db } from '@/lib/db/client';
import { placementRequests, positions } from '@/lib/db/schema';
import { call } from './helpers';
import { tenantBySlug } from './time-helpers';

/**
 * Issue 22, item 12: the public placement-request form without JavaScript. It posts every field as
 * urlencoded text: the select's `position_id` (an id, "other" or blank) and the `position` text box.
 * A real id stores the list's spelling; "other" keeps what was typed as the request's other text, never
 * as a position. The calendar posts as plain fields too: end_date, repeat_1 … repeat_7 and repeat_count.
 */

const tag = randomUUID().slice(0, 8);
const DAY = 86_400_000;
const inAWeek = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
let ipN = 0;
const freshIp = () => `10.89.${Math.floor(ipN / 250)}.${(ipN++ % 250) + 1}`;
let listed = { id: '', name: '' };

beforeAll(async () => {
  const acme = await tenantBySlug('acme');
  listed = (
    await db()
      .insert(positions)
      .values({ tenantId: acme.id, name: `Forklift Driver ${tag}` })
      .returning({ id: positions.id, name: positions.name })
  )[0]!;
});

/** A plain HTML form post, as a browser without JavaScript sends it (every field, blanks included). */
async function post(fields: Record<string, string>) {
  const email = `form-${tag}-${randomUUID().slice(0, 6)}@example.test`;
  const form = new URLSearchParams({
    company_name: `Depot ${tag}`,
    contact_name: 'Sam Depot',
    email,
    phone: '',
    headcount: '2',
    start_date: inAWeek,
    location: '1 Dock Rd',
    notes: '',
    website: '',
    ...fields,
  });
  const res = await call(create.POST, 'POST', '/api/main/public/acme/placement-requests', {
    rawBody: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ip: freshIp(),
    params: { company: 'acme' },
  });
  const rows = await db()
    .select({ position: placementRequests.position, other: placementRequests.positionOther })
    .from(placementRequests)
    .where(eq(placementRequests.email, email));
  return { status: res.status, location: res.headers.get('location') ?? '', rows };
}

describe('public placement form, plain POST', () => {
  it("a listed position_id stores the list's spelling, whatever the text box holds", async () => {
    const got = await post({ position_id: listed.id, position: 'forklift guy' });
    expect(got.status).toBe(303);
    expect(got.location).toBe('/iframes/placements/acme?sent=1');
    expect(got.rows).toEqual([{ position: listed.name, other: null }]);
  });

  it('"other" with a typed position keeps the text as the other text, not as a position', async () => {
    const got = await post({ position_id: 'other', position: `  Cheese grader ${tag} ` });
    expect(got.location).toBe('/iframes/placements/acme?sent=1');
    expect(got.rows).toEqual([{ position: null, other: `Cheese grader ${tag}` }]);
  });

  it("typed text that names one of the agency's positions is that position, in the list's spelling", async () => {
    const got = await post({ position_id: 'other', position: `  forklift   DRIVER ${tag}` });
    expect(got.rows).toEqual([{ position: listed.name, other: null }]);
  });

  it('no choice and no text: back to the form with the position marked, nothing stored', async () => {
    for (const position_id of ['', 'other']) {
      const got = await post({ position_id, position: '  ' });
      expect(got.status).toBe(303);
      expect(got.location).toBe('/iframes/placements/acme?error=invalid&fields=position');
      expect(got.rows).toEqual([]);
    }
  });

  it('an id not in the list (another tenant, archived, made up) is refused on position_id', async () => {
    for (const position_id of [randomUUID(), 'not-an-id']) {
      const got = await post({ position_id, position: 'Packer' });
      expect(got.location).toBe('/iframes/placements/acme?error=invalid&fields=position_id');
      expect(got.rows).toEqual([]);
    }
  });
});
