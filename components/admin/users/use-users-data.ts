'use client';
import { useApi } from '@/lib/browser/typed-api';
import { authRoutes } from '@/lib/contracts/routes/auth';
import { usersRoutes as r } from '@/lib/contracts/routes/users';
import type { UserDetails } from '@/lib/auth/user-details';

/** Catalogues change rarely and only through this screen, which revalidates them itself. */
const CATALOGUE = { revalidateOnFocus: false } as const;
/** The catalogues' archived rows, on request (the roles and branches tab shows them behind "Show archived"). */
const archived = (include: boolean) => ({ query: include ? { include_archived: '1' } : {} });

export const useRoles = () => useApi(r.roles, {}, CATALOGUE);
export const useSubRoles = (includeArchived = false) => useApi(r.subRoles, archived(includeArchived), CATALOGUE);
export const useBranches = (includeArchived = false) => useApi(r.branches, archived(includeArchived), CATALOGUE);
export const useRegions = (includeArchived = false) => useApi(r.regions, archived(includeArchived), CATALOGUE);

/** The signed-in admin (SPEC §7 user call): their own row cannot change role or be deactivated. */
export function useMe(): UserDetails | undefined {
  return useApi(authRoutes.user, {}, CATALOGUE).data?.data;
}
