import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { requiredText } from '@/lib/schema-kit/inputs';
import { candidateBody } from '@/lib/candidates/schema';
import { defaultStatusId } from '@/lib/statuses/default-status';
import { companyInput } from '@/lib/companies/schema';
import { contactInput } from '@/lib/contacts/schema';
import type { DbOrTx } from '@/lib/db/client';
import { say } from '@/lib/errors';
import { candidateProfiles, candidates, companies, contacts, locations } from '@/lib/db/schema';
import { locationInput } from '@/lib/locations/schema';
import { defaultStatusName } from '@/lib/locations/statuses';
import { tenantTimeZone } from '@/lib/settings/time-zone';
import type { ImportEntity } from './fields';
import { clashes, inList, insertChunks, keysOf, lower, resolveCompanies } from './lookup-queries';
import type { Importer } from './rows';

// Locations and contacts name their client company in a "company" column instead of an id.
const company = requiredText(120, 'company');
const locationRow = locationInput.extend({ company });
const contactRow = contactInput.omit({ company_id: true }).extend({ company });

/**
 * Candidates and contacts are one per email in the tenant (the email is how a person is found, and a
 * contact's portal sign-in): rows are keyed by it, and an email the table already holds is a clash.
 * `live` narrows the table to the rows that count.
 */
const byEmail = { key: (r: { email: string }) => r.email, keyField: 'email' } as const;
const emailsTaken = (tx: DbOrTx, table: 'candidates' | 'contacts', tenantId: string, emails: string[], live = sql`true`) =>
  keysOf(
    tx,
    sql`select lower(email) as key from ${sql.raw(table)} where tenant_id = ${tenantId} and ${live} and lower(email) in ${inList(emails)}`,
  );

const candidatesImporter: Importer<z.infer<typeof candidateBody>> = {
  entity: 'candidates',
  schema: candidateBody,
  ...byEmail,
  async check(tx, tenantId, rows) {
    const taken = await emailsTaken(
      tx,
      'candidates',
      tenantId,
      rows.map((r) => r.data.email),
    );
    return {
      errors: clashes(rows, taken, (r) => r.data.email, 'email', say('dataImport.candidateExists')),
      // Imported candidates start in the default status, as candidates created on their screen do.
      insert: async () => {
        const statusId = await defaultStatusId(tx, tenantId, 'candidate');
        return insertChunks(rows, async (chunk) => {
          const made = await tx
            .insert(candidates)
            .values(
              chunk.map(({ data: d }) => ({
                tenantId,
                firstName: d.first_name,
                lastName: d.last_name,
                email: d.email,
                phone: d.phone,
                city: d.city,
              })),
            )
            .returning({ id: candidates.id });
          if (statusId) await tx.insert(candidateProfiles).values(made.map((m) => ({ candidateId: m.id, tenantId, statusId })));
        });
      },
    };
  },
};

const companiesImporter: Importer<z.infer<typeof companyInput>> = {
  entity: 'companies',
  schema: companyInput,
  key: (r) => lower(r.name),
  keyField: 'name',
  async check(tx, tenantId, rows) {
    const taken = await keysOf(
      tx,
      sql`select lower(name) as key from companies
      where tenant_id = ${tenantId} and lower(name) in ${inList(rows.map((r) => lower(r.data.name)))}`,
    );
    return {
      errors: clashes(rows, taken, (r) => lower(r.data.name), 'name', say('dataImport.companyExists')),
      insert: () => insertChunks(rows, (chunk) => tx.insert(companies).values(chunk.map(({ data }) => ({ tenantId, ...data })))),
    };
  },
};

const locationsImporter: Importer<z.infer<typeof locationRow>> = {
  entity: 'locations',
  schema: locationRow,
  key: (r) => `${lower(r.company)}\u0000${lower(r.name)}`,
  keyField: 'name',
  async check(tx, tenantId, rows) {
    const { found, errors } = await resolveCompanies(tx, tenantId, rows);
    // A uuid never holds '/', so the pair reads back unambiguously (PostgreSQL text cannot hold NUL).
    const pairKey = (companyId: string, name: string) => `${companyId}/${lower(name)}`;
    const taken = await keysOf(
      tx,
      sql`select company_id || '/' || lower(name) as key from locations
      where tenant_id = ${tenantId} and company_id::text in ${inList([...new Set(found.map((r) => r.companyId))])}
        and lower(name) in ${inList(found.map((r) => lower(r.data.name)))}`,
    );
    return {
      errors: [...errors, ...clashes(found, taken, (r) => pairKey(r.companyId, r.data.name), 'name', say('dataImport.locationExists'))],
      insert: async () => {
        // New locations start in the tenant's default location status, as when created on the companies screen.
        const status = await defaultStatusName(tx, tenantId);
        // A row without a time zone takes the tenant's, as a location added on the companies screen does.
        const zone = await tenantTimeZone(tx, tenantId);
        return insertChunks(found, (chunk) =>
          tx.insert(locations).values(
            chunk.map(({ data: d, companyId }) => ({
              tenantId,
              companyId,
              name: d.name,
              address: d.address,
              city: d.city,
              state: d.state,
              timezone: d.timezone ?? zone,
              status,
            })),
          ),
        );
      },
    };
  },
};

const contactsImporter: Importer<z.infer<typeof contactRow>> = {
  entity: 'contacts',
  schema: contactRow,
  ...byEmail,
  async check(tx, tenantId, rows) {
    const { found, errors } = await resolveCompanies(tx, tenantId, rows);
    // One live contact per email, as the contacts screen enforces.
    const taken = await emailsTaken(
      tx,
      'contacts',
      tenantId,
      found.map((r) => r.data.email),
      sql`archived_at is null`,
    );
    return {
      errors: [...errors, ...clashes(found, taken, (r) => r.data.email, 'email', say('dataImport.contactExists'))],
      insert: () =>
        insertChunks(found, (chunk) =>
          tx.insert(contacts).values(
            chunk.map(({ data: d, companyId }) => ({
              tenantId,
              companyId,
              firstName: d.first_name,
              lastName: d.last_name,
              email: d.email,
              phone: d.phone,
              title: d.title,
            })),
          ),
        ),
    };
  },
};

/** Hands the entity's importer to `fn`, keeping its row type intact inside `fn`. */
export function withImporter<R>(entity: ImportEntity, fn: <T>(imp: Importer<T>) => R): R {
  switch (entity) {
    case 'candidates':
      return fn(candidatesImporter);
    case 'companies':
      return fn(companiesImporter);
    case 'locations':
      return fn(locationsImporter);
    case 'contacts':
      return fn(contactsImporter);
  }
}
