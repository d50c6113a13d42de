import { handler } from '@/lib/api/handler';
import { CAREER_RESOURCES_ROUTE } from '@/lib/career-resources/route-helpers';
import { sanitizeArticleHtml } from '@/lib/career-resources/sanitize';
import { previewBody } from '@/lib/career-resources/schema';

/** The editor's preview: exactly what saving would store, without saving (the browser never sanitises). */
export const POST = handler({ route: CAREER_RESOURCES_ROUTE, body: previewBody }, async ({ body }) =>
  ({ data: { body_html: sanitizeArticleHtml(body.body_html) } }));
