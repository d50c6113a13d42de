/**
 * What each CSV import accepts: its fields, which are required, and the header names people use for them.
 * Shared by the server (header matching, validation) and the admin tab (template download, mapping view),
 * so it holds no server code and no zod.
 */

export const IMPORT_ENTITIES = ['candidates', 'companies', 'locations', 'contacts'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

export type ImportField = { key: string; required: boolean; aliases: readonly string[] };

/** The upload limits of the issue: 5 MB and 10,000 data rows; the preview shows the first 20 rows. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;
export const PREVIEW_ROWS = 20;

const field = (key: string, required: boolean, ...aliases: string[]): ImportField => ({ key, required, aliases: [key, ...aliases] });

const FIRST_NAME = field('first_name', true, 'first name', 'firstname', 'given name', 'first', 'forename');
const LAST_NAME = field('last_name', true, 'last name', 'lastname', 'surname', 'family name', 'last');
const EMAIL = field('email', true, 'e-mail', 'email address', 'e-mail address', 'mail');
const PHONE = field('phone', false, 'phone number', 'telephone', 'tel', 'mobile', 'cell', 'phone no');
const CITY = field('city', false, 'town');
const ADDRESS = field('address', false, 'street', 'street address', 'address line 1', 'address1');
/** Locations and contacts name their client company; the import looks it up by name. */
const COMPANY = field('company', true, 'company name', 'client', 'client company', 'client name', 'employer');

export const IMPORT_FIELDS: Record<ImportEntity, readonly ImportField[]> = {
  candidates: [FIRST_NAME, LAST_NAME, EMAIL, PHONE, CITY],
  companies: [field('name', true, 'company', 'company name', 'client', 'client name'), field('industry', false, 'sector'), PHONE, ADDRESS],
  locations: [
    COMPANY,
    field('name', true, 'location', 'location name', 'site', 'site name'),
    ADDRESS,
    CITY,
    field('state', false, 'province', 'region', 'state/province'),
    field('timezone', false, 'time zone', 'tz'),
  ],
  contacts: [COMPANY, FIRST_NAME, LAST_NAME, EMAIL, field('title', false, 'job title', 'position', 'role'), PHONE],
};

/** "First Name", "first_name", "FirstName" and "first-name" all read as "firstname". */
const normaliseHeader = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The field a header names for an entity, or null when it names none. */
export function fieldForHeader(entity: ImportEntity, header: string): ImportField | null {
  const wanted = normaliseHeader(header);
  if (!wanted) return null;
  return IMPORT_FIELDS[entity].find((f) => f.aliases.some((a) => normaliseHeader(a) === wanted)) ?? null;
}

/** The header line of an entity's template file (the admin tab offers it as a download). */
export const templateCsv = (entity: ImportEntity) => `${IMPORT_FIELDS[entity].map((f) => f.key).join(',')}\r\n`;

export const isImportEntity = (v: unknown): v is ImportEntity => (IMPORT_ENTITIES as readonly unknown[]).includes(v);

/** An upload read from the multipart body (lib/http/import-routes.ts): the entity, the file's name and its text. */
export type ImportUpload = { entity: ImportEntity; filename: string; text: string };
