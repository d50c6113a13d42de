/**
 * Stands in for next/navigation when a screen is rendered outside Next (tests/support/render-screen.ts):
 * the URL is whatever the test puts in `nav`. Mock it with
 * `vi.mock('next/navigation', () => import('@/tests/support/navigation'))`; vi.mock is hoisted per test
 * file, so each file names the mock itself and shares this module for the state.
 */
export const nav = { search: new URLSearchParams(), pathname: '/' };

export const useRouter = () => ({ push: () => {}, replace: () => {}, refresh: () => {}, back: () => {}, prefetch: () => {} });
export const useSearchParams = () => nav.search;
export const usePathname = () => nav.pathname;
