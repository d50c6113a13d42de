'use client';
import { useMemo } from 'react';
import { useLocations, type Location } from '@/lib/browser/use-locations';

export type CompanyOption = { id: string; name: string; locations: Location[] };

/**
 * Client companies and their sites, from the locations the user may see (a Company Contact gets only
 * the sites assigned to them), so company → location pickers never offer a site out of reach.
 */
export function useCompanies(): CompanyOption[] {
  const locations = useLocations();
  return useMemo(() => {
    const byId = new Map<string, CompanyOption>();
    for (const l of locations) {
      const c = byId.get(l.company_id) ?? { id: l.company_id, name: l.company_name, locations: [] };
      c.locations.push(l);
      byId.set(l.company_id, c);
    }
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [locations]);
}

/** The sites of one company, or of all when none is chosen. */
export const sitesOf = (companies: CompanyOption[], companyId: string) =>
  companyId ? (companies.find((c) => c.id === companyId)?.locations ?? []) : companies.flatMap((c) => c.locations);
