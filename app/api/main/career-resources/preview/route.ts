import { handler } from '@/lib/http/handler';
import { careerResourcesContracts } from '@/lib/contracts/career-resources';
import { sanitizeArticleHtml } from '@/lib/career-resources/sanitize';

/** The editor's preview: exactly what saving would store, without saving (the browser never sanitises). */
export const POST = handler(careerResourcesContracts.preview, async ({ body }) => ({
  data: { body_html: sanitizeArticleHtml(body.body_html) },
}));
