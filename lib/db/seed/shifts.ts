import { addDays, dayStart, localDate, workweekStart } from '@/lib/pay-rules/zone';
import type { Db } from '../client';
import * as t from '../schema';
import { nth } from './lists';

type Location = typeof t.locations.$inferSelect;
type Placement = typeof t.placements.$inferSelect;

const HOUR = 3_600_000;
/** Shifts from a week back to six days ahead of the site's today: this week, whatever weekday today is. */
const DAYS = { from: -7, to: 6 } as const;

/** The workers placed at one site in one position: they staff that site's shifts of that position. */
export type Crew = { location: Location; li: number; position: string; workers: Placement[] };

/** The site's calendar date now, on its own clock. */
export const siteToday = (l: Location, now: Date): string => localDate(l.timezone, now.getTime());
/** The first day (Monday) of the site's current week, on its own clock. */
export const siteWeek = (l: Location, now: Date): string => workweekStart(siteToday(l, now), 'monday');

/** The crews of every site, in placement order (so the demo is the same on every fresh database). */
export function crewsOf(locations: Location[], placements: Placement[]): Crew[] {
  return locations.flatMap((location, li) => {
    const here = placements.filter((p) => p.locationId === location.id);
    const positions = [...new Set(here.map((p) => p.position))];
    return positions.map((position) => ({ location, li, position, workers: here.filter((p) => p.position === position) }));
  });
}

/**
 * Today's shift at a site started one to three hours before now, but never before the site's local
 * midnight: whoever is on the clock clocked in during it, on the site's today and in its week, whatever
 * the hour (a site at 00:30 local runs a night shift from midnight).
 */
function todayStart(l: Location, li: number, now: Date): number {
  const midnight = dayStart(l.timezone, siteToday(l, now));
  const hour = Math.floor(now.getTime() / HOUR) * HOUR;
  return Math.max(midnight, hour - (1 + (li % 3)) * HOUR);
}

/** Two past shifts where the first worker did not come: the contact's no-show verdicts. */
const noShow = (ci: number, d: number) => (ci === 1 && d === -2) || (ci === 4 && d === -5);

/**
 * A fortnight of shifts for every crew (issue 22 item 15): each crew's workers hold accepted assignments,
 * so a shift reads "3 of 3 filled"; about one in five asks one worker more than the crew has (open), and
 * two past ones carry a no-show. Returns today's shift of each crew by `crewKey`, and the no-show days.
 */
export async function seedShifts(db: Db, tenantId: string, crews: Crew[], jobOf: (locationId: string) => string | undefined, now: Date) {
  const plan = crews.flatMap((crew, ci) =>
    Array.from({ length: DAYS.to - DAYS.from + 1 }, (_, k) => {
      const d = DAYS.from + k;
      const { location: l, li } = crew;
      const start = d === 0 ? todayStart(l, li, now) : dayStart(l.timezone, addDays(siteToday(l, now), d)) + (7 + (li % 3)) * HOUR;
      // Today's shifts are full: the people on the clock fill them.
      const open = d !== 0 && (k + ci) % 5 === 0;
      return { crew, ci, d, start, headcount: crew.workers.length + (open ? 1 : 0) };
    }),
  );
  const shifts = await db
    .insert(t.shifts)
    .values(
      plan.map((p) => ({
        tenantId,
        locationId: p.crew.location.id,
        jobId: jobOf(p.crew.location.id),
        position: p.crew.position,
        startsAt: new Date(p.start),
        endsAt: new Date(p.start + 8 * HOUR),
        headcount: p.headcount,
      })),
    )
    .returning({ id: t.shifts.id });
  await db.insert(t.shiftAssignments).values(
    plan.flatMap((p, i) =>
      p.crew.workers.map((w, wi) => {
        const missed = wi === 0 && noShow(p.ci, p.d);
        return {
          tenantId,
          shiftId: nth(shifts, i).id,
          candidateId: w.candidateId,
          status: missed ? 'no_show' : 'accepted',
          note: missed ? 'Did not show up or call in.' : null,
        };
      }),
    ),
  );
  return {
    today: new Map(plan.flatMap((p, i) => (p.d === 0 ? [[crewKey(p.crew.location.id, p.crew.position), nth(shifts, i).id] as const] : []))),
    // The past shifts each worker held and came to: the time seed writes their cards.
    worked: plan.flatMap((p, i) =>
      p.d < 0
        ? p.crew.workers
            .filter((_, wi) => !(wi === 0 && noShow(p.ci, p.d)))
            .map((w) => ({ shiftId: nth(shifts, i).id, placement: w, start: p.start }))
        : [],
    ),
    // The days a worker did not come (`dayKey`): the time seed writes no card for them.
    missed: new Set(
      plan.flatMap((p) =>
        noShow(p.ci, p.d) ? [dayKey(nth(p.crew.workers, 0).candidateId, localDate(p.crew.location.timezone, p.start))] : [],
      ),
    ),
  };
}

export const dayKey = (candidateId: string, date: string) => `${candidateId} ${date}`;

export const crewKey = (locationId: string, position: string) => `${locationId} ${position}`;
