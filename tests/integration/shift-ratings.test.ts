import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as settingsRoute from '@/app/api/main/client-portal/[company_id]/settings/route';
import * as ratingRoute from '@/app/api/main/client-portal/timecards/[id]/rating/route';
import * as timesheetRoute from '@/app/api/main/client-portal/timesheets/v2/[id]/route';
import * as candidateRoute from '@/app/api/candidates/candidates/[id]/route';
import type { CandidateDetail } from '@/lib/candidates/schema';
import { db } from '@/lib/db/client';
import { auditLog, candidates, shiftRatings, timecards, timesheets } from '@/lib/db/schema';
import { getSettings } from '@/lib/settings/queries';
import { RATING_COMMENT_MAX } from '@/lib/shift-ratings/types';
import type { ShiftRating } from '@/lib/shift-ratings/schema';
import type { TimesheetDetail } from '@/lib/timesheets/schema';
import { dataOf, demoSessions } from './fixtures';
import { call, expectError } from './helpers';
import { contactLocationIds, makeTimesheet, unassignedLocation } from './time-helpers';
import { atLeast } from '@/tests/support/present';

/**
 * Shift ratings (issue 10): the admin "Enable shift rating" switch (settings part rate_shift) decides
 * whether a worked shift may be rated. A Company Contact rates cards at her assigned locations, staff any
 * card of the tenant; only a closed card; 1–5 stars. The switch is set through the settings API, as an
 * admin would, and put back as it was at the end.
 */

const demo = demoSessions(['superadmin', 'admin', 'recruiter', 'contact'], ['superadmin']);
const TAG = randomUUID().slice(0, 8);
const OFF_MESSAGE = 'Shift rating is turned off in the company settings';

let wasEnabled = false;
let worker = '';
/** A worker of this file's own that nobody rates. */
let unratedWorker = '';
let elsewhereLocation = '';
/** Two closed cards at one of the contact's locations, of a worker of this file's own. */
let mine: { sheet: string; cards: string[] } = { sheet: '', cards: [] };
/** A closed card at an acme location she is not assigned to. */
let elsewhere: { sheet: string; card: string } = { sheet: '', card: '' };
/** A card still clocked in, at her location. */
let openCard = '';
/** A closed card of the other tenant. */
let globexCard = '';

const path = (card: string) => `/api/main/client-portal/timecards/${card}/rating`;
const rate = (token: string, card: string, body: unknown) =>
  call(ratingRoute.PUT, 'PUT', path(card), { token, params: { id: card }, body });
const readRating = (token: string, card: string) => call(ratingRoute.GET, 'GET', path(card), { token, params: { id: card } });
const detail = async (token: string, id: string) =>
  dataOf<TimesheetDetail>(await call(timesheetRoute.GET, 'GET', `/api/main/client-portal/timesheets/v2/${id}`, { token, params: { id } }));
const storedRatings = (cards: string[]) => db().select().from(shiftRatings).where(inArray(shiftRatings.timecardId, cards));

/** Turns the switch on or off the way the admin Shift tab does: the multipart settings PUT, part rate_shift. */
async function setRating(enabled: boolean): Promise<void> {
  const form = new FormData();
  form.set('rate_shift', JSON.stringify({ enabled }));
  const res = await call(settingsRoute.PUT, 'PUT', '/api/main/client-portal/acme/settings', {
    token: demo.admin,
    params: { company_id: 'acme' },
    form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  expect((await getSettings(demo.acmeId)).rateShift.enabled).toBe(enabled);
}

beforeAll(async () => {
  wasEnabled = (await getSettings(demo.acmeId)).rateShift.enabled === true;
  const assigned = (await contactLocationIds('acme'))[0]!;
  // Made before this file's workers exist: the fixture picks a random worker of the tenant, and the card rated
  // here must never count towards the worker whose average is checked (nor the one nobody rates).
  elsewhereLocation = await unassignedLocation('acme');
  const other = await makeTimesheet({ tenantId: demo.acmeId, locationId: elsewhereLocation, cards: 1 });
  const card = (await db().select({ id: timecards.id }).from(timecards).where(eq(timecards.timesheetId, other.id)))[0]!;
  elsewhere = { sheet: other.id, card: card.id };
  const [w, u] = atLeast(
    await db()
      .insert(candidates)
      .values(
        ['Rated', 'Unrated'].map((first) => ({
          tenantId: demo.acmeId,
          firstName: first,
          lastName: `Worker ${TAG}`,
          email: `${first.toLowerCase()}-${TAG}@fixture.test`,
        })),
      )
      .returning({ id: candidates.id }),
    2,
  );
  worker = w.id;
  unratedWorker = u.id;
  // The week is this file's own worker's, so the summary counts only the ratings made here.
  const sheet = await makeTimesheet({ tenantId: demo.acmeId, locationId: assigned, cards: 2, candidateId: worker });
  const cards = await db()
    .select({ id: timecards.id, clockIn: timecards.clockIn })
    .from(timecards)
    .where(eq(timecards.timesheetId, sheet.id));
  mine = { sheet: sheet.id, cards: cards.sort((a, b) => a.clockIn.getTime() - b.clockIn.getTime()).map((c) => c.id) };
  openCard = (
    await db()
      .insert(timecards)
      .values({
        tenantId: demo.acmeId,
        timesheetId: sheet.id,
        candidateId: worker,
        locationId: assigned,
        position: 'Warehouse Associate',
        clockIn: new Date(cards[0]!.clockIn.getTime() + 2 * 86_400_000),
        source: 'manual',
      })
      .returning({ id: timecards.id })
  )[0]!.id;
  const g = (
    await db()
      .select({ id: timecards.id })
      .from(timecards)
      .where(and(eq(timecards.tenantId, demo.globexId), isNotNull(timecards.clockOut)))
      .limit(1)
  )[0]!;
  globexCard = g.id;
});

afterAll(async () => {
  if (demo.admin) await setRating(wasEnabled);
  // Cards go with their timesheets, ratings with their cards.
  await db()
    .delete(timesheets)
    .where(inArray(timesheets.id, [mine.sheet, elsewhere.sheet].filter(Boolean)));
  await db()
    .delete(candidates)
    .where(inArray(candidates.id, [worker, unratedWorker].filter(Boolean)));
  await db()
    .delete(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, demo.acmeId),
        eq(auditLog.action, 'shift_rating.save'),
        inArray(auditLog.target, [...mine.cards, elsewhere.card].filter(Boolean)),
      ),
    );
});

describe('rating a worked shift', () => {
  it('rate_shift.enabled on: a contact rates a worked shift at her location', async () => {
    await setRating(true);
    const before = await detail(demo.contact, mine.sheet);
    expect(before.can_rate).toBe(true);
    expect(before.timecards.map((c) => c.rating)).toEqual([null, null, null]);

    const saved = await dataOf<ShiftRating>(await rate(demo.contact, mine.cards[0]!, { rating: 4, comment: '  On time and careful.  ' }));
    expect(saved).toMatchObject({
      timecard_id: mine.cards[0],
      candidate_id: worker,
      rating: 4,
      comment: 'On time and careful.',
      rated_by_name: 'Casey Contact',
    });

    const row = (await storedRatings([mine.cards[0]!]))[0]!;
    expect(row).toMatchObject({ tenantId: demo.acmeId, candidateId: worker, rating: 4, comment: 'On time and careful.' });
    expect(row.ratedBy).toBe(saved.rated_by);
    expect(await dataOf<ShiftRating>(await readRating(demo.contact, mine.cards[0]!))).toEqual(saved);
    // The timesheet view carries it on the card, for the stars.
    const after = await detail(demo.contact, mine.sheet);
    expect(after.timecards.find((c) => c._id === mine.cards[0])?.rating).toEqual(saved);
    expect(await dataOf(await readRating(demo.contact, mine.cards[1]!))).toBeNull();
  });

  it('staff rate too, and a rating is changed in place: one per card', async () => {
    await setRating(true);
    for (const [token, stars] of [
      [demo.superadmin, 2],
      [demo.recruiter, 5],
      [demo.admin, 3],
    ] as const) {
      expect((await dataOf<ShiftRating>(await rate(token, mine.cards[1]!, { rating: stars }))).rating).toBe(stars);
    }
    const rows = await storedRatings([mine.cards[1]!]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 3, comment: null });
    // The contact may change what staff said: anyone allowed may.
    const changed = await dataOf<ShiftRating>(
      await rate(demo.contact, mine.cards[1]!, { rating: 5, comment: 'Stayed late to finish the load' }),
    );
    expect(changed).toMatchObject({ _id: rows[0]!.id, rating: 5, rated_by_name: 'Casey Contact' });
    expect(new Date(changed.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(changed.created_at).getTime());
  });

  it('an open card cannot be rated yet (409), by the contact or staff', async () => {
    await setRating(true);
    for (const token of [demo.contact, demo.admin]) await expectError(await rate(token, openCard, { rating: 3 }), 409, 'conflict');
    expect(await storedRatings([openCard])).toEqual([]);
    expect((await detail(demo.admin, mine.sheet)).timecards.find((c) => c._id === openCard)?.rating).toBeNull();
  });

  it('a card at a location she is not assigned to is a 404 for the contact (read and write); staff rate it', async () => {
    await setRating(true);
    await expectError(await rate(demo.contact, elsewhere.card, { rating: 1 }), 404, 'not_found');
    await expectError(await readRating(demo.contact, elsewhere.card), 404, 'not_found');
    expect(await storedRatings([elsewhere.card])).toEqual([]);
    expect((await dataOf<ShiftRating>(await rate(demo.recruiter, elsewhere.card, { rating: 4 }))).location_id).toBe(elsewhereLocation);
    await expectError(await readRating(demo.contact, elsewhere.card), 404, 'not_found');
  });

  it("another tenant's card is a 404, whoever asks; nothing is stored", async () => {
    await setRating(true);
    for (const token of [demo.superadmin, demo.admin, demo.contact]) {
      await expectError(await rate(token, globexCard, { rating: 5 }), 404, 'not_found');
      await expectError(await readRating(token, globexCard), 404, 'not_found');
    }
    expect(await storedRatings([globexCard])).toEqual([]);
    await expectError(await rate(demo.admin, randomUUID(), { rating: 5 }), 404, 'not_found');
    await expectError(await rate(demo.admin, 'not-an-id', { rating: 5 }), 404, 'not_found');
  });

  it('takes 1 to 5 whole stars and a bounded comment (400 otherwise)', async () => {
    await setRating(true);
    const bad = [
      { rating: 0 },
      { rating: 6 },
      { rating: 3.5 },
      { rating: '4' },
      {},
      { rating: 4, comment: 'x'.repeat(RATING_COMMENT_MAX + 1) },
      { rating: 4, comment: 7 },
    ];
    for (const body of bad) {
      const error = await expectError(await rate(demo.contact, mine.cards[0]!, body), 400, 'bad_request');
      expect(error.message).toMatch(/rating|comment/);
    }
    expect((await storedRatings([mine.cards[0]!]))[0]!.rating).toBe(4);
    // A blank comment is none.
    expect((await dataOf<ShiftRating>(await rate(demo.contact, mine.cards[0]!, { rating: 4, comment: '   ' }))).comment).toBeNull();
  });

  it("staff see the worker's average and count in the candidate details", async () => {
    await setRating(true);
    // Ratings so far: card 0 → 4, card 1 → 5 (the contact's change).
    const path = `/api/candidates/candidates/${worker}`;
    const candidate = await dataOf<CandidateDetail>(
      await call(candidateRoute.GET, 'GET', path, { token: demo.recruiter, params: { id: worker } }),
    );
    expect(candidate.rating).toEqual({ average: 4.5, count: 2 });
    // A worker nobody rated: no average.
    const unrated = await dataOf<CandidateDetail>(
      await call(candidateRoute.GET, 'GET', `/api/candidates/candidates/${unratedWorker}`, {
        token: demo.admin,
        params: { id: unratedWorker },
      }),
    );
    expect(unrated.rating).toEqual({ average: null, count: 0 });
    // The candidates API stays staff-only: a contact never reads the summary.
    await expectError(await call(candidateRoute.GET, 'GET', path, { token: demo.contact, params: { id: worker } }), 403, 'forbidden');
  });

  it('rate_shift.enabled off: rating a shift is refused (403)', async () => {
    await setRating(false);
    for (const token of [demo.contact, demo.admin, demo.superadmin]) {
      const error = await expectError(await rate(token, mine.cards[0]!, { rating: 1 }), 403, 'forbidden');
      expect(error.message).toBe(OFF_MESSAGE);
    }
    // Nothing changed; what was rated while it was on can still be read, and the view offers no rating.
    expect((await storedRatings([mine.cards[0]!]))[0]!.rating).toBe(4);
    expect((await dataOf<ShiftRating>(await readRating(demo.contact, mine.cards[0]!))).rating).toBe(4);
    expect((await detail(demo.contact, mine.sheet)).can_rate).toBe(false);
    // The look-up still comes first: a card she cannot see stays a 404, not a hint that it exists.
    await expectError(await rate(demo.contact, elsewhere.card, { rating: 1 }), 404, 'not_found');
    await expectError(await rate(demo.globexSuperadmin, mine.cards[0]!, { rating: 1 }), 404, 'not_found');
  });
});
