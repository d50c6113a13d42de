/** Career resources as the API returns them (shared by the screens and the handlers). */

export const RESOURCE_KINDS = ['article', 'link'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** List filter: published rows, drafts, or both. */
export const RESOURCE_STATES = ['all', 'published', 'draft'] as const;
