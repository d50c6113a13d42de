/** Rows-per-page choices of every paginated list. */
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
