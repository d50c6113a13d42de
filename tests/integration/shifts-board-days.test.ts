import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as shiftsRoute from '@/app/api/on-demand/shifts/v2/route';
import { db } from '@/lib/db/client';
import { locations, shifts } from '@/lib/db/schema';
import { theRow } from '@/lib/db/rows';
import { call, json } from './helpers';
import { signInAs, tenantBySlug } from './time-helpers';

// The board's days are the site's days (one clock): a shift at 23:30 in New York on 4 March is on
// 4 March, though it is 04:30 on 5 March in UTC. Found by the e2e shift journey, which failed each
// evening in New York (after midnight UTC): the filter cut days at UTC midnight.
describe("the shifts board's date filter", () => {
  it("takes each shift's day on its site's clock", async () => {
    const admin = await signInAs('admin@acme.test');
    const tenantId = (await tenantBySlug('acme')).id;
    const site = theRow(
      await db()
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.tenantId, tenantId), eq(locations.timezone, 'America/New_York')))
        .limit(1),
      'location',
    );
    const position = `Late ${Date.now().toString(36)}`;
    const startsAt = new Date('2019-03-05T04:30:00Z');
    await db()
      .insert(shifts)
      .values({
        tenantId,
        locationId: site.id,
        position,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 4 * 3_600_000),
        status: 'published',
      });
    const onDay = async (day: string) => {
      const q = new URLSearchParams({ startDate: day, endDate: day, search: position });
      const res = await call(shiftsRoute.GET, 'GET', `/api/on-demand/shifts/v2?${q}`, { token: admin });
      expect(res.status).toBe(200);
      return (await json<{ data: { position: string }[] }>(res)).data.map((s) => s.position);
    };
    expect(await onDay('2019-03-04')).toEqual([position]);
    expect(await onDay('2019-03-05')).toEqual([]);
  });
});
