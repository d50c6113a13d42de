import type { z } from 'zod';
import type { CustomFieldEntity, CustomFieldType } from '@/lib/db/schema-admin';
import type { customFieldDef, recordValues } from './custom-field-schema';

/** API shapes of the catalog module (job categories, tenant positions, custom fields, profile sections). */

export type { CustomFieldEntity };

/**
 * The entities and field types at runtime, kept here rather than imported from the Drizzle schema so
 * browser bundles (forms validate with these) do not pull in table definitions. The checks below fail
 * the build if the lists ever drift from the schema's.
 */
export const FIELD_ENTITIES = ['candidate', 'company', 'placement'] as const;
export const FIELD_TYPES = ['text', 'number', 'date', 'boolean', 'select'] as const;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/** @public a compile-time check, never read */
export const ENTITIES_MATCH_SCHEMA: Same<(typeof FIELD_ENTITIES)[number], CustomFieldEntity> = true;
/** @public a compile-time check, never read */
export const TYPES_MATCH_SCHEMA: Same<(typeof FIELD_TYPES)[number], CustomFieldType> = true;

export type CustomFieldDef = z.infer<typeof customFieldDef>;

export type FieldValue = string | number | boolean | null;
export type FieldValues = Record<string, FieldValue>;

/**
 * GET/PUT /custom-fields/values/{entity}/{id}: the active fields in order, their values (null when
 * unset) and, for candidates, values stored under keys no field defines (older free-form fields).
 */
export type RecordValues = z.infer<typeof recordValues>;
