import type { CustomFieldEntity, CustomFieldType } from '@/lib/db/schema-admin';

/** API shapes of the catalog module (job categories, tenant positions, custom fields, profile sections). */

export type { CustomFieldEntity, CustomFieldType };

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

type Skill = { _id: string; name: string };

export type JobCategory = {
  _id: string;
  name: string;
  position: number;
  archived_at: string | null;
  skills: Skill[];
};

/** A tenant-wide position (positions.company_id null) with its default rates. */
export type TenantPosition = {
  _id: string;
  name: string;
  bill_rate: number | null;
  pay_rate: number | null;
  archived_at: string | null;
};

export type CustomFieldDef = {
  _id: string;
  entity: CustomFieldEntity;
  key: string;
  label: string;
  type: CustomFieldType;
  options: string[];
  required: boolean;
  position: number;
  archived_at: string | null;
};

export type FieldValue = string | number | boolean | null;
export type FieldValues = Record<string, FieldValue>;

/**
 * GET/PUT /custom-fields/values/{entity}/{id}: the active fields in order, their values (null when
 * unset) and, for candidates, values stored under keys no field defines (older free-form fields).
 */
export type RecordValues = { fields: CustomFieldDef[]; values: FieldValues; extra: FieldValues };
