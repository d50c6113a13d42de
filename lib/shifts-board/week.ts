/** The largest page of GET /shifts/v2: the board asks for whole weeks in as few requests as it can. */
export const SHIFTS_PAGE = 200;
/** A week of a very large tenant could in theory exceed this; the board says so rather than hiding it. */
const MAX_PAGES = 10;

type Page = { data: readonly unknown[]; meta: { totalItems: number } };

/**
 * Every shift of a week as one answer of the list's shape: pages of SHIFTS_PAGE until the total is reached
 * (or MAX_PAGES), `meta` the last page's with its total. The browser's fetcher and the server page's first
 * render share it, so both hold the same answer for the same week.
 */
export async function weekOfShifts<P extends Page>(fetchPage: (page: number) => Promise<P>): Promise<P> {
  let last = await fetchPage(1);
  const data = [...last.data];
  for (let page = 2; page <= MAX_PAGES && data.length < last.meta.totalItems && last.data.length >= SHIFTS_PAGE; page++) {
    last = await fetchPage(page);
    data.push(...last.data);
  }
  return { ...last, data };
}
