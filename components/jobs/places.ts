import type { Location } from '@/lib/browser/use-locations';

export type Company = { id: string; name: string };

/**
 * Client companies that have sites, from the locations list (GET /api/on-demand/locations carries each
 * site's company), so forms need no second request. Sorted by name.
 */
export function companiesOf(locations: Location[]): Company[] {
  const byId = new Map<string, string>();
  for (const l of locations) byId.set(l.company_id, l.company_name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export const sitesOf = (locations: Location[], companyId: string) => locations.filter((l) => l.company_id === companyId);
