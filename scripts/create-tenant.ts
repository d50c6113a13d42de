// `npm run tenant:create -- --slug acme --name "Acme Staffing" --admin-email it@acme.com [--admin-name "Ida Tech"]
//   [--locale en] [--time-zone America/New_York]`: the first tenant (or another one) of a real database, with the
// defaults every tenant has and its first admin, who signs in by emailed link at PUBLIC_URL/<slug>/login.
// All in one transaction. Exit 0 created; 2 refused (bad option or value, slug taken), nothing changed; 1 failed.
// Reads DATABASE_URL (never a throwaway database: a tenant made there would vanish with it).
import { closeDb, db } from '../lib/db/client';
import { env } from '../lib/env';
import { provisionTenant, ProvisionRefused, type ProvisionInput } from '../lib/tenants/provision';

const OPTIONS = {
  '--slug': 'slug',
  '--name': 'name',
  '--admin-email': 'adminEmail',
  '--admin-name': 'adminName',
  '--locale': 'locale',
  '--time-zone': 'timeZone',
} as const satisfies Record<string, keyof ProvisionInput>;
const USAGE =
  'usage: npm run tenant:create -- --slug <slug> --name "<agency name>" --admin-email <email> ' +
  '[--admin-name "<name>"] [--locale en|ar|de|es|fr|it|ru|zh] [--time-zone <IANA zone, default America/New_York>]';

function refuse(lines: readonly string[]): never {
  for (const line of lines) console.error(`✗ ${line}`);
  process.exit(2);
}

/** `--key value` and `--key=value`; every option at most once; the three required ones present. */
function parseArgs(args: readonly string[]): ProvisionInput {
  const got: Partial<Record<keyof ProvisionInput, string>> = {};
  const problems: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const key = Object.hasOwn(OPTIONS, flag) ? OPTIONS[flag as keyof typeof OPTIONS] : undefined;
    if (!key) {
      problems.push(`unknown option ${arg}`);
      continue;
    }
    const value = eq > 0 ? arg.slice(eq + 1) : args[++i];
    if (value === undefined) problems.push(`${flag} needs a value`);
    else if (got[key] !== undefined) problems.push(`${flag} given twice`);
    else got[key] = value;
  }
  for (const flag of ['--slug', '--name', '--admin-email'] as const)
    if (got[OPTIONS[flag]] === undefined) problems.push(`${flag} is required`);
  if (problems.length) refuse([...problems, USAGE]);
  return {
    slug: got.slug!,
    name: got.name!,
    adminEmail: got.adminEmail!,
    adminName: got.adminName,
    locale: got.locale,
    timeZone: got.timeZone,
  };
}

const input = parseArgs(process.argv.slice(2));
if (!env().DATABASE_URL) refuse(['DATABASE_URL is not set: point it at the database `npm run db:migrate` prepared (README "Deployment")']);

try {
  const made = await provisionTenant(db(), input);
  console.log(
    [
      `✓ tenant "${made.name}" created: slug ${made.slug}, time zone ${made.timeZone}, with its statuses and settings (no demo data)`,
      `✓ first admin: ${made.admin.name} <${made.admin.email}>, Super Admin${made.admin.locale ? `, language ${made.admin.locale}` : ''}`,
      `  sign in at ${made.signInUrl} with that email: a sign-in link is mailed to it (SMTP_URL), valid for 15 minutes`,
    ].join('\n'),
  );
  if (!env().PUBLIC_URL) console.log('  (PUBLIC_URL is not set, so the address above is the development one: set it as step 1 says)');
} catch (error) {
  if (!(error instanceof ProvisionRefused)) throw error;
  for (const line of error.problems) console.error(`✗ ${line}`);
  process.exitCode = 2;
} finally {
  await closeDb();
}
