import { z } from 'zod';
import { createResourceBody } from '@/lib/career-resources/schema';
import { RESOURCE_KINDS, type ResourceKind } from '@/lib/career-resources/types';
import type { CareerResource } from '@/lib/career-resources/schema';

/** What the form holds: text, as inputs do; the kind is fixed by the editor (a new article, a link, or the one opened). */
const resourceTexts = z.object({
  kind: z.enum(RESOURCE_KINDS),
  title: z.string(),
  summary: z.string(),
  category_id: z.string(),
  url: z.string(),
  body_html: z.string(),
});
export type ResourceTexts = z.infer<typeof resourceTexts>;
export type ResourceField = Exclude<keyof ResourceTexts, 'kind'>;
export const RESOURCE_FIELDS: readonly ResourceField[] = ['title', 'summary', 'category_id', 'url', 'body_html'];

/** The body POST /career-resources takes (an article has a body, a link an address), checked by its own schema. */
export const resourceFormSchema = resourceTexts
  .transform((d): z.input<typeof createResourceBody> => {
    const common = { title: d.title, summary: d.summary || null, category_id: d.category_id || null };
    return d.kind === 'article' ? { kind: 'article', ...common, body_html: d.body_html } : { kind: 'link', ...common, url: d.url };
  })
  .pipe(createResourceBody);

export const textsOf = (r: CareerResource | null, kind: ResourceKind): ResourceTexts => ({
  kind,
  title: r?.title ?? '',
  summary: r?.summary ?? '',
  category_id: r?.category?._id ?? '',
  url: r?.url ?? 'https://',
  body_html: r?.body_html ?? '',
});
