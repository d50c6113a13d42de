import { and, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { whatsNew } from '../schema';

const DAY_MS = 86_400_000;

/** Product-wide release notes (tenant_id null): features of this portal, newest first by `daysAgo`. */
export const WHATS_NEW_ENTRIES = [
  {
    daysAgo: 3,
    title: "Ticket center and What's new",
    body: 'Questions for your staffing team now have a home: raise a ticket from Support, follow the replies in one thread and close it when you are done.\nRelease notes like this one appear here, with a dot on anything you have not read yet.',
  },
  {
    daysAgo: 10,
    title: 'Push notifications to your workforce',
    body: 'Send a message to every worker, or only to chosen locations, positions or statuses, from the Notifications screen.\nSchedule it for later and see how many people it reached once it has gone out.',
  },
  {
    daysAgo: 21,
    title: 'Onboarding packets',
    body: "Bundle the forms and documents a new hire has to complete into one onboarding packet.\nTrack each candidate's progress at a glance and see what is still missing before their first shift.",
  },
  {
    daysAgo: 35,
    title: 'A public job board for every company',
    body: 'Your open jobs are published at your own /jobs address, ready for search engines and easy to share.\nCandidates can apply from their phone in a minute, and applications land straight in your pipeline.',
  },
  {
    daysAgo: 49,
    title: "Who's working: the live board",
    body: 'See who is clocked in right now at each of your locations, and since when.\nThe board updates by itself within seconds of a clock-in, and the history view shows earlier days.',
  },
  {
    daysAgo: 63,
    title: 'A faster timesheet list',
    body: 'Filter timesheets by status, location, week and worker, and approve, invoice or export many at once.\nYour column choice is remembered, and exports to CSV, PDF and payroll formats keep the filters you set.',
  },
] as const;

/**
 * Seeds the product-wide What's new entries once: an entry whose title already exists is left as it is,
 * so running the seed again (or after an editor changed a body) adds nothing twice.
 */
export async function seedWhatsNew(db: DbOrTx, now: Date): Promise<void> {
  const titles = WHATS_NEW_ENTRIES.map((e) => e.title);
  const existing = await db
    .select({ title: whatsNew.title })
    .from(whatsNew)
    .where(and(isNull(whatsNew.tenantId), inArray(whatsNew.title, titles)));
  const have = new Set(existing.map((e) => e.title));
  const missing = WHATS_NEW_ENTRIES.filter((e) => !have.has(e.title));
  if (!missing.length) return;
  await db
    .insert(whatsNew)
    .values(
      missing.map((e) => ({ tenantId: null, title: e.title, body: e.body, publishedAt: new Date(now.getTime() - e.daysAgo * DAY_MS) })),
    );
}
