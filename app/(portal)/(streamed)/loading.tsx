import { LoadingScreen } from '@/components/shell/loading-screen';

/**
 * The loading screen for the pages of this route group only: screens whose answer is 200 whatever their
 * data (lists, boards, forms for a new record). Its Suspense boundary lets the shell stream at once and
 * shows at once on client navigation.
 *
 * Pages that can answer 404 (a record named in the URL, an admin tab) live outside this group, under
 * app/(portal) directly: a streamed response has already sent its 200 when a page calls notFound()
 * (Next's loading.js docs, "Status codes"), so those pages render in full before the first byte and a
 * missing, malformed or another tenant's id is a real 404. tests/unit/loading-boundaries.test.ts keeps
 * it that way.
 */
export default function Loading() {
  return <LoadingScreen />;
}
