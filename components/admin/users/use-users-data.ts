'use client';
import useSWR from 'swr';
import { getMain } from '@/lib/browser/api';
import type { UserDetails } from '@/lib/auth/user-details';
import type { BranchRow, RegionRow, RoleRow, SubRoleRow, UserRow } from '@/lib/users/types';
import { archivedPath, getUsersService, usersKey, type ListResponse } from './api';

/** Catalogues change rarely and only through this screen, which revalidates them itself. */
const CATALOGUE = { revalidateOnFocus: false } as const;

export const useUserList = (path: string) => useSWR<ListResponse<UserRow>>(usersKey(path), getUsersService, { keepPreviousData: true });
export const useRoles = () => useSWR<ListResponse<RoleRow>>(usersKey('roles'), getUsersService, CATALOGUE);
export const useSubRoles = (includeArchived = false) =>
  useSWR<ListResponse<SubRoleRow>>(usersKey(archivedPath('sub-roles', includeArchived)), getUsersService, CATALOGUE);
export const useBranches = (includeArchived = false) =>
  useSWR<ListResponse<BranchRow>>(usersKey(archivedPath('branches', includeArchived)), getUsersService, CATALOGUE);
export const useRegions = (includeArchived = false) =>
  useSWR<ListResponse<RegionRow>>(usersKey(archivedPath('regions', includeArchived)), getUsersService, CATALOGUE);

/** The signed-in admin (SPEC §7 user call): their own row cannot change role or be deactivated. */
export function useMe(): UserDetails | undefined {
  const { data } = useSWR<{ data: UserDetails }>('client-portal/user', getMain, CATALOGUE);
  return data?.data;
}
