/** The list response of DESIGN.md §4 as the browser reads it. */
export type ListMeta = { total?: number; totalItems?: number; page?: number; per_page?: number };
export type ListResponse<T> = { data: T[]; meta: ListMeta };

/** Total rows of a list; one refresh path reads meta.total (SPEC §3), the rest meta.totalItems. */
export const totalOf = (meta: ListMeta | undefined) => meta?.totalItems ?? meta?.total ?? 0;
