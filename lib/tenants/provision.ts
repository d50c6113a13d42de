// No 'server-only' marker: `npm run tenant:create` (scripts/create-tenant.ts, plain Node) runs this.
import { isReservedSlug, usableCompany } from '@/lib/auth/reserved';
import { ROLE_IDS, type Role } from '@/lib/auth/roles';
import type { Db } from '@/lib/db/client';
import { tenants, users } from '@/lib/db/schema';
import { seedRoles, seedTenantDefaults } from './defaults';
import { isLocale, LOCALES, type Locale } from '@/lib/i18n/config';
import { absoluteUrl } from '@/lib/public-url';
import { DEFAULT_TIME_ZONE } from '@/lib/timezones/list';
import { timeZoneName } from '@/lib/timezones/schema';
import { inviteBody } from '@/lib/users/schema';

/**
 * A real tenant for a database migrated without demo data (README "Deployment", step 7): the tenant with
 * the defaults every tenant has (lib/tenants/defaults.ts) and its first user, a Super Admin (SPEC
 * §3: the agency's top role, the only one that reaches every screen), who signs in by emailed link at
 * /<slug>/login and invites everyone else from the admin screens.
 */

export type ProvisionInput = {
  slug: string;
  name: string;
  adminEmail: string;
  /** Shown in the portal; the email's local part when not given. */
  adminName?: string;
  /** The admin's language (mail and screens); unset, her browser's. */
  locale?: string;
  /** The tenant's time zone (admin settings "general"); DEFAULT_TIME_ZONE when not given. */
  timeZone?: string;
};

export type ProvisionedTenant = {
  tenantId: string;
  slug: string;
  name: string;
  timeZone: string;
  admin: { id: string; email: string; name: string; role: Role; locale: Locale | null };
  signInUrl: string;
};

/** Why nothing was created: input that breaks a rule (every problem named), or a slug another tenant has. */
export class ProvisionRefused extends Error {
  constructor(
    readonly reason: 'invalid' | 'slug-taken',
    readonly problems: readonly string[],
  ) {
    super(problems.join('\n'));
    this.name = 'ProvisionRefused';
  }
}

const FIRST_ROLE: Role = 'super_admin';
const MAX_NAME = 200;
const MAX_ADMIN_NAME = 100;
/** Control characters (NUL among them, which PostgreSQL's text refuses) have no place in a name. */
const CONTROL = /[\u0000-\u001f\u007f]/;

type Checked = Required<Omit<ProvisionInput, 'locale'>> & { locale: Locale | null };

/** The input as it will be stored, or ProvisionRefused('invalid') naming each problem. Touches no database. */
export function checkProvisionInput(input: ProvisionInput): Checked {
  const problems: string[] = [];
  const slug = input.slug.trim();
  // The rule the app reads a tenant from a URL by (lib/auth/reserved.ts): a slug it refuses could never be signed in to.
  if (usableCompany(slug) !== slug)
    problems.push(
      isReservedSlug(slug)
        ? `slug "${slug}" is reserved: the portal uses it for one of its own pages`
        : `slug "${slug}" must be 2 to 40 lowercase letters, digits or hyphens, starting with a letter or digit`,
    );
  const name = input.name.trim();
  if (!name || name.length > MAX_NAME || CONTROL.test(name))
    problems.push(`name must be 1 to ${MAX_NAME} characters, none of them a control character`);
  // The rule the admin screens invite a user by (lowercased, so sign-in finds her whatever case she types).
  // Trimmed first: the invite rule checks the address before its own trim (a pasted blank would fail it).
  const email = inviteBody.shape.email.safeParse(input.adminEmail.trim());
  if (!email.success) problems.push(`admin email "${input.adminEmail}" is not a valid email address (at most 254 characters)`);
  const adminName = (input.adminName ?? (email.success ? email.data.split('@')[0] : '') ?? '').trim();
  if (input.adminName !== undefined && (!adminName || adminName.length > MAX_ADMIN_NAME || CONTROL.test(adminName)))
    problems.push(`admin name must be 1 to ${MAX_ADMIN_NAME} characters, none of them a control character`);
  const zone = timeZoneName.safeParse(input.timeZone ?? DEFAULT_TIME_ZONE);
  if (!zone.success)
    problems.push(`time zone "${input.timeZone}" is not an IANA time zone name (such as America/Chicago or Europe/Berlin)`);
  const locale = input.locale === undefined ? null : input.locale;
  if (locale !== null && !isLocale(locale)) problems.push(`locale "${locale}" is not one of ${LOCALES.join(', ')}`);
  if (problems.length || !email.success || !zone.success) throw new ProvisionRefused('invalid', problems);
  return { slug, name, adminEmail: email.data, adminName, timeZone: zone.data, locale: locale as Locale | null };
}

/**
 * Creates the tenant, its defaults and its first admin in one transaction: a refusal or a failure leaves
 * nothing behind. A slug that exists is refused (ProvisionRefused 'slug-taken'), also when two runs race.
 */
export async function provisionTenant(db: Db, input: ProvisionInput): Promise<ProvisionedTenant> {
  const c = checkProvisionInput(input);
  return db.transaction(async (tx) => {
    // The roles catalogue is migrate's (npm run db:migrate); ensured here too, as the admin's row refers to it.
    await seedRoles(tx as unknown as Db);
    const [tenant] = await tx
      .insert(tenants)
      .values({ slug: c.slug, name: c.name })
      .onConflictDoNothing({ target: tenants.slug })
      .returning({ id: tenants.id });
    if (!tenant) throw new ProvisionRefused('slug-taken', [`a tenant with slug "${c.slug}" already exists; nothing was changed`]);
    await seedTenantDefaults(tx, tenant.id, { data: { general: { timezone: c.timeZone } } });
    const [admin] = await tx
      .insert(users)
      .values({ tenantId: tenant.id, email: c.adminEmail, username: c.adminName, roleId: ROLE_IDS[FIRST_ROLE], locale: c.locale })
      .returning({ id: users.id });
    if (!admin) throw new Error('the admin user was not created');
    return {
      tenantId: tenant.id,
      slug: c.slug,
      name: c.name,
      timeZone: c.timeZone,
      admin: { id: admin.id, email: c.adminEmail, name: c.adminName, role: FIRST_ROLE, locale: c.locale },
      signInUrl: absoluteUrl(`/${c.slug}/login`),
    };
  });
}
