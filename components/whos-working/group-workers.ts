import type { WhoIsWorkingRow } from '@/lib/timesheets/schema';

type WorkerLocationGroup = { id: string; name: string; rows: WhoIsWorkingRow[] };
export type WorkerCompanyGroup = { id: string; name: string; count: number; locations: WorkerLocationGroup[] };

/**
 * Client company → location → people, each level in the reader's alphabetical order (`compare` is a
 * locale collator), so a supervisor finds a site and a name without scanning the whole board.
 */
export function groupWorkers(rows: readonly WhoIsWorkingRow[], compare: (a: string, b: string) => number): WorkerCompanyGroup[] {
  const companies = new Map<string, { name: string; locations: Map<string, WorkerLocationGroup> }>();
  for (const row of rows) {
    let company = companies.get(row.company_id);
    if (!company) companies.set(row.company_id, (company = { name: row.company_name, locations: new Map() }));
    let location = company.locations.get(row.location_id);
    if (!location) company.locations.set(row.location_id, (location = { id: row.location_id, name: row.location_name, rows: [] }));
    location.rows.push(row);
  }
  return [...companies]
    .map(([id, c]) => {
      const locations = [...c.locations.values()]
        .map((l) => ({
          ...l,
          rows: [...l.rows].sort((a, b) => compare(a.worker_name, b.worker_name) || a.clock_in.localeCompare(b.clock_in)),
        }))
        .sort((a, b) => compare(a.name, b.name));
      return { id, name: c.name, count: locations.reduce((n, l) => n + l.rows.length, 0), locations };
    })
    .sort((a, b) => compare(a.name, b.name));
}
