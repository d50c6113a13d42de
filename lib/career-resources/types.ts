import type { z } from 'zod';
import type { careerCategory, careerResource, careerResourceRow, categoryRef, publishedResource } from './schema';

/** Career resources as the API returns them (shared by the screens and the handlers). */

export const RESOURCE_KINDS = ['article', 'link'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** List filter: published rows, drafts, or both. */
export const RESOURCE_STATES = ['all', 'published', 'draft'] as const;

export type CareerCategory = z.infer<typeof careerCategory>;

export type CategoryRef = z.infer<typeof categoryRef>;

/** A row of the management list: everything but the article body, which only the detail carries. */
export type CareerResourceRow = z.infer<typeof careerResourceRow>;

/** One resource with its article body (sanitised again on the way out). */
export type CareerResource = z.infer<typeof careerResource>;

/** What the candidates' mobile app shows. */
export type PublishedResource = z.infer<typeof publishedResource>;
