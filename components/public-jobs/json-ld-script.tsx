import { serializeJsonLd } from '@/lib/public-jobs/json-ld';

/**
 * Structured data for search engines. The only inner HTML is JSON from serializeJsonLd, which escapes
 * `<`, `>` and `&`, so no job text can end the script element; it is a data block and never executes.
 */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
