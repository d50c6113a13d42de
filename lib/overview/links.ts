/**
 * The lists behind the overview's numbers, as the addresses those screens read (their URL state:
 * components/timesheets/list/query.ts and components/shifts/url-state.ts). Pure, so the server page and the
 * browser build the same links, and the integration test asks the list APIs with the same filters.
 */

/** Timesheets of one week: the list's dateRange is on week_start, so from = to = the week's first day. */
export function timesheetsHref(f: { week?: string; status?: 'submitted' | 'past_due'; exceptions?: 'open' }): string {
  const p = new URLSearchParams();
  if (f.status) p.set('status', f.status);
  if (f.week) {
    p.set('from', f.week);
    p.set('to', f.week);
  }
  if (f.exceptions) p.set('exceptions', f.exceptions);
  const q = p.toString();
  return q ? `/timesheets?${q}` : '/timesheets';
}

/** The shifts board on a week, optionally narrowed to shifts with an open place or with a no-show. */
export function shiftsHref(f: { week: string; staffing?: 'open' | 'no_show'; status?: 'published' }): string {
  const p = new URLSearchParams({ week: f.week });
  if (f.status) p.set('status', f.status);
  if (f.staffing) p.set('staffing', f.staffing);
  return `/jobs?${p.toString()}`;
}
