/** Career resources as the API returns them (shared by the screens and the handlers). */

export const RESOURCE_KINDS = ['article', 'link'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** List filter: published rows, drafts, or both. */
export const RESOURCE_STATES = ['all', 'published', 'draft'] as const;
export type ResourceState = (typeof RESOURCE_STATES)[number];

export type CareerCategory = { _id: string; name: string; position: number; resource_count: number };

export type CategoryRef = { _id: string; name: string };

/** A row of the management list: everything but the article body, which only the detail carries. */
export type CareerResourceRow = {
  _id: string;
  kind: ResourceKind;
  category: CategoryRef | null;
  title: string;
  summary: string | null;
  url: string | null;
  position: number;
  published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
};

/** One resource with its article body (sanitised again on the way out). */
export type CareerResource = CareerResourceRow & { body_html: string | null };

/** What the candidates' mobile app shows. */
export type PublishedResource = {
  _id: string;
  kind: ResourceKind;
  category: CategoryRef | null;
  title: string;
  summary: string | null;
  body_html: string | null;
  url: string | null;
  published_at: string;
};
