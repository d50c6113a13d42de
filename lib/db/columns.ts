import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './schema';

// Column shapes every table shares. Every tenant-owned table carries tenant_id and every list index
// starts with it (DESIGN.md §3.2). `tenants` is read lazily, so the import cycle with schema.ts is safe.
export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const archivedAt = () => timestamp('archived_at', { withTimezone: true });
