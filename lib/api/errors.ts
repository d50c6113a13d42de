/**
 * The API errors live in lib/errors.ts, a leaf that every layer may import (auth and db throw them
 * too, and lib/api depends on auth). Kept as a re-export so the many route and service imports of this
 * path stay valid; modules below lib/api (auth, db) import '@/lib/errors'.
 */
export * from '@/lib/errors';
