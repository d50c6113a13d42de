import { createElement as h } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as labelRoute from '@/app/api/main/dashboard-labels/[id]/route';
import { OverviewScreen } from '@/components/overview/overview-screen';
import { ShiftsScreen } from '@/components/shifts/shifts-screen';
import { lookupSession } from '@/lib/auth/guard';
import { overviewFor } from '@/lib/overview/for-session';
import { labelsIn } from '@/lib/settings/localized-labels';
import { ownPlural } from '@/lib/settings/plural';
import { getSettings } from '@/lib/settings/queries';
import { screenHarness } from '@/tests/support/render-screen';
import { demoSessions } from './fixtures';
import { call, json } from './helpers';
import { db } from '@/lib/db/client';

/**
 * Issue 22 item 9: a renamed label's plural the admin left out follows her language (Booking → Bookings),
 * and the overview and shifts board the server renders name shifts with the tenant's words.
 */

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const demo = demoSessions(['admin']);
/** The catalogue's board subtitle, its apostrophe as the HTML escapes it. */
const WEEKS_SHIFTS = /The week(?:'|&#x27;)s shifts at each location/;
const { render, missing } = screenHarness({ namespaces: ['overview', 'shiftsBoard'], fallback: {} });

const rename = (body: Record<string, unknown>, language = 'en') =>
  call(labelRoute.PUT, 'PUT', '/api/main/dashboard-labels/shift', {
    token: demo.admin,
    params: { id: 'shift' },
    body,
    headers: { 'accept-language': language },
  });

afterAll(() => call(labelRoute.DELETE, 'DELETE', '/api/main/dashboard-labels/shift', { token: demo.admin, params: { id: 'shift' } }));

/** The overview and board as their pages render them for an English reader: the label as the pages read it. */
async function pages() {
  const found = await lookupSession(demo.admin);
  if (!found.ok) throw new Error('not signed in');
  const shift = (await labelsIn((await getSettings(demo.acmeId)).dashboard_labels, 'en')).shift;
  const overview = await overviewFor(db(), found.session, 'UTC');
  const board = { today: overview.this_week.week_start, monday: overview.this_week.week_start };
  return {
    overview: await render(h(OverviewScreen, { initial: overview, week: '', shiftsNamed: ownPlural(shift) })),
    board: await render(h(ShiftsScreen, { title: shift.plural, label: shift, initial: board })),
  };
}

describe('renamed shift label', () => {
  it('stores the plural of the language the admin typed in when she leaves it out', async () => {
    const res = await rename({ label: 'Booking' });
    const body = await json<{ data: { singular: string; plural: string } }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ singular: 'Booking', plural: 'Bookings' });
    const german = await rename({ label: 'Buchung' }, 'de');
    expect((await json<{ data: { plural: string } }>(german)).data.plural).toBe('Buchungen');
    const own = await rename({ label: 'Booking', plural: 'Bookings made' });
    expect((await json<{ data: { plural: string } }>(own)).data.plural).toBe('Bookings made');
  });

  it("is what the overview and the shifts board say, not the catalogue's shifts", async () => {
    await rename({ label: 'Booking' });
    const { overview, board } = await pages();
    expect(overview).toContain('Bookings with open places: ');
    expect(overview).not.toMatch(/shifts? with open places/);
    expect(board).toContain('Bookings of the week at each location');
    expect(board).not.toMatch(WEEKS_SHIFTS);
    expect(board).toContain('Bookings: loading…');
    expect(board).not.toContain('Loading shifts');
    expect(missing).toEqual([]);
  });

  it('leaves the catalogue sentences when the label is not renamed', async () => {
    await call(labelRoute.DELETE, 'DELETE', '/api/main/dashboard-labels/shift', { token: demo.admin, params: { id: 'shift' } });
    const { overview, board } = await pages();
    expect(overview).toMatch(/shifts? with open places/);
    expect(board).toMatch(WEEKS_SHIFTS);
    expect(board).toContain('Loading shifts…');
  });
});
