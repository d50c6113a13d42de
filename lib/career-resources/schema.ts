import { z } from 'zod';
import { pageQuery } from '@/lib/schema-kit/paging';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { RESOURCE_KINDS, RESOURCE_STATES } from './types';

/** Zod inputs of the career-resources API, shared by the editor (browser) and the route handlers. */

export const TITLE_MAX = 160;
export const SUMMARY_MAX = 300;
const BODY_MAX_BYTES = 100_000;
const URL_MAX = 2048;
export const CATEGORY_NAME_MAX = 80;

/** UTF-8 size, the unit the 100 kB limit is about (a character count would let 400 kB of emoji in). */
const byteLength = (s: string) => new TextEncoder().encode(s).length;

/** Links send candidates off the portal: only https, never a plain-text or script URL. */
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const title = z
  .string({ error: 'title is required' })
  .trim()
  .min(1, 'title is required')
  .max(TITLE_MAX, `title must be at most ${TITLE_MAX} characters`);
const summary = z.string({ error: 'summary must be text' }).trim().max(SUMMARY_MAX, `summary must be at most ${SUMMARY_MAX} characters`);
// A UTF-8 character takes at most 4 bytes: the character cap refuses a huge string before it is encoded.
const bodyHtml = z
  .string({ error: 'body_html must be text' })
  .max(BODY_MAX_BYTES, 'validation.bodyTooLarge')
  .refine((s) => byteLength(s) <= BODY_MAX_BYTES, 'validation.bodyTooLarge');
const url = z
  .string({ error: 'url is required' })
  .trim()
  .max(URL_MAX, `url must be at most ${URL_MAX} characters`)
  .refine(isHttpsUrl, 'validation.httpsUrl');
const categoryId = z.uuid({ error: 'category_id must be a category id' });

const common = {
  category_id: categoryId.nullish().transform((v) => v ?? null),
  title,
  summary: summary.nullish().transform((v) => v || null),
};

export const createResourceBody = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('article'), ...common, body_html: bodyHtml }), z.object({ kind: z.literal('link'), ...common, url })],
  { error: 'kind must be article or link' },
);
export type CreateResourceInput = z.infer<typeof createResourceBody>;

/** Any subset of the fields; the service refuses a body on a link or a URL on an article. */
export const updateResourceBody = z
  .object({
    category_id: categoryId.nullable().optional(),
    title: title.optional(),
    summary: summary
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
    body_html: bodyHtml.optional(),
    url: url.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField');
export type UpdateResourceInput = z.infer<typeof updateResourceBody>;

export const previewBody = z.object({ body_html: bodyHtml });

export const resourceListQuery = pageQuery.extend({
  category: z.union([z.uuid(), z.literal('none')], { error: 'category must be a category id or none' }).optional(),
  state: z.enum(RESOURCE_STATES, { error: `state must be one of ${RESOURCE_STATES.join(', ')}` }).default('all'),
});
export type ResourceListQuery = z.infer<typeof resourceListQuery>;

export const categoryBody = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(CATEGORY_NAME_MAX, `name must be at most ${CATEGORY_NAME_MAX} characters`),
});
export type CategoryInput = z.infer<typeof categoryBody>;

export const orderBody = z.object({
  ids: z
    .array(
      z.uuid({ error: 'ids must be ids' }).transform((id) => id.toLowerCase()),
      { error: 'ids must be a list of ids' },
    )
    .min(1, 'ids must not be empty')
    .max(500, 'ids must list at most 500 items')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.noRepeats'),
});

/** A category with the number of resources in it. */
export const careerCategory = z.object({ _id: z.uuid(), name: z.string(), position: z.number().int(), resource_count: z.number().int() });
const categoryRef = z.object({ _id: z.uuid(), name: z.string() });

/** A row of the management list: everything but the article body, which only the detail carries. */
export const careerResourceRow = z.object({
  _id: z.uuid(),
  kind: z.enum(RESOURCE_KINDS),
  category: categoryRef.nullable(),
  title: z.string(),
  summary: z.string().nullable(),
  url: z.string().nullable(),
  position: z.number().int(),
  published: z.boolean(),
  published_at: isoTimestamp.nullable(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});
/** One resource with its article body (sanitised again on the way out). */
export const careerResource = careerResourceRow.extend({ body_html: z.string().nullable() });

/** What the candidates' mobile app shows. */
export const publishedResource = z.object({
  _id: z.uuid(),
  kind: z.enum(RESOURCE_KINDS),
  category: categoryRef.nullable(),
  title: z.string(),
  summary: z.string().nullable(),
  body_html: z.string().nullable(),
  url: z.string().nullable(),
  published_at: isoTimestamp,
});

export type CareerCategory = z.infer<typeof careerCategory>;

export type CategoryRef = z.infer<typeof categoryRef>;

/** A row of the management list: everything but the article body, which only the detail carries. */
export type CareerResourceRow = z.infer<typeof careerResourceRow>;

/** One resource with its article body (sanitised again on the way out). */
export type CareerResource = z.infer<typeof careerResource>;

/** What the candidates' mobile app shows. */
export type PublishedResource = z.infer<typeof publishedResource>;
