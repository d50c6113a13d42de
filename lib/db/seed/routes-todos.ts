import { addDays, format } from 'date-fns';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { cycle, nth } from './lists';

const ymd = (d: Date) => format(d, 'yyyy-MM-dd');

/**
 * Demo transport routes (two shuttles over the tenant's first client sites) and a handful of to-dos
 * for its staff, some overdue and one done. Idempotent: a tenant that has any route is left alone.
 */
export async function seedRoutesAndTodos(db: Db, tenantId: string, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: t.transportRoutes.id })
    .from(t.transportRoutes)
    .where(eq(t.transportRoutes.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const sites = await db
    .select({ id: t.locations.id, name: t.locations.name })
    .from(t.locations)
    .where(eq(t.locations.tenantId, tenantId))
    .orderBy(asc(t.locations.name))
    .limit(4);
  const staff = await db
    .select({ id: t.users.id, roleId: t.users.roleId })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), inArray(t.users.roleId, [1, 2, 3])))
    .orderBy(asc(t.users.roleId));
  const [firstSite, secondSite] = sites;
  const lastSite = sites.at(-1);
  if (!firstSite || !secondSite || !lastSite || staff.length === 0) return;

  const routes = await db
    .insert(t.transportRoutes)
    .values([
      {
        tenantId,
        name: 'Morning shuttle – North',
        driver: 'Dana Brooks',
        vehicle: 'Van 12 (15 seats)',
        notes: 'Waits 5 minutes at each stop.',
      },
      { tenantId, name: 'Night shift shuttle', driver: 'Luis Ortega', vehicle: 'Minibus 3', active: false },
    ])
    .returning({ id: t.transportRoutes.id });
  const [morning, night] = [nth(routes, 0), nth(routes, 1)];
  const stop = (routeId: string, position: number, label: string, arrivesAt: string, locationId: string | null = null) => ({
    tenantId,
    routeId,
    position,
    label,
    arrivesAt,
    locationId,
  });
  await db
    .insert(t.routeStops)
    .values([
      stop(morning.id, 0, 'Central station, bay 4', '05:40'),
      stop(morning.id, 1, firstSite.name, '06:15', firstSite.id),
      stop(morning.id, 2, secondSite.name, '06:40', secondSite.id),
      stop(night.id, 0, 'Main St car park', '21:10'),
      stop(night.id, 1, lastSite.name, '21:45', lastSite.id),
    ]);

  const owner = (i: number) => cycle(staff, i).id;
  const recruiter = staff.find((s) => s.roleId === 3)?.id ?? owner(0);
  await db.insert(t.todos).values([
    {
      tenantId,
      title: 'Call back the warehouse manager about Monday headcount',
      assigneeId: recruiter,
      dueDate: ymd(addDays(now, -2)),
      createdBy: owner(0),
    },
    {
      tenantId,
      title: 'Collect I-9 documents from new starters',
      notes: 'Three starters still missing a second ID.',
      assigneeId: recruiter,
      dueDate: ymd(now),
      createdBy: owner(1),
    },
    {
      tenantId,
      title: 'Confirm forklift certifications for the night shift',
      assigneeId: recruiter,
      dueDate: ymd(addDays(now, 3)),
      createdBy: recruiter,
    },
    {
      tenantId,
      title: "Review overtime on last week's timesheets",
      assigneeId: owner(1),
      dueDate: ymd(addDays(now, 1)),
      createdBy: owner(0),
    },
    { tenantId, title: 'Plan the client site visit', assigneeId: owner(0), createdBy: owner(0) },
    {
      tenantId,
      title: 'Send the safety briefing to new starters',
      assigneeId: recruiter,
      dueDate: ymd(addDays(now, -5)),
      doneAt: addDays(now, -6),
      createdBy: recruiter,
    },
  ]);
}
