import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest, conflict } from '@/lib/errors';
import { parseWith } from '@/lib/schema-kit/parse-with';
import { audit } from '@/lib/audit';
import type { DbOrTx } from '@/lib/db/client';
import { afterCommit } from '@/lib/db/transaction-scope';
import { checkConfiguredUrl } from '@/lib/net/configured-url';
import { companySettings, dashboardLabels, userLayouts } from '@/lib/db/schema';
import { checkUpload, UPLOAD_RULES, type CheckedFile } from '@/lib/uploads/detect';
import { deleteUploads, storeUpload } from '@/lib/uploads/store';
import { DEFAULT_LAYOUT } from './defaults';
import { journeyFileIds, journeyOf, restrictJourneyIds } from './journey-files';
import { makeLabel, type LabelLocales } from './labels';
import { autoPlural } from './plural';
import { MAX_SPLASH_IMAGES } from './limits';
import { queueTimesheetRulesChanged } from './timesheet-rules-job';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { invalidateSettings, LABEL_LOCALES } from './queries';
import {
  jsonParts,
  MAX_JSON_PART_CHARS,
  type JsonPartName,
  type LabelKey,
  type labelBody,
  type labelLocales,
  type layout,
  type layoutBody,
  type maintenanceModeBody,
} from './schema';

/** Settings key each multipart JSON part writes (SPEC §3 names). */
const PART_KEY: Record<Exclude<JsonPartName, 'primary'>, string> = {
  general: 'general',
  rate_shift: 'rateShift',
  timesheets: 'timesheets',
  placements: 'placements',
  orders: 'orders',
  whos_working: 'whos_working',
  integrations: 'integrations',
  clientContactsPortal: 'clientContactsPortal',
  approval_links: 'approval_links',
  invitations: 'invitations',
  approval_reminders: 'approval_reminders',
  punch_rules: 'punch_rules',
};

type ParsedForm = {
  colors: { primary_color?: string; secondary_color?: string };
  data: Record<string, Record<string, unknown>>;
  files: Partial<Record<'logo' | 'favicon' | 'privacy_policy_file', CheckedFile>>;
  splash: CheckedFile[];
  remove: { logo: boolean; favicon: boolean };
};

function jsonPart(form: FormData, name: JsonPartName): Record<string, unknown> | undefined {
  const raw = form.get(name);
  if (raw === null) return undefined;
  if (typeof raw !== 'string') throw badRequest('settings.jsonPartNotFile', { name });
  if (raw.length > MAX_JSON_PART_CHARS) throw badRequest('settings.jsonPartTooLarge', { name, size: MAX_JSON_PART_CHARS / 1024 });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest('settings.jsonPartInvalid', { name });
  }
  return parseWith(jsonParts[name] as z.ZodType<Record<string, unknown>>, value);
}

function filePart(form: FormData, name: string): File[] {
  return form.getAll(name).filter((v): v is File => typeof v !== 'string' && v.size >= 0);
}

/**
 * The sites allowed to frame the placement form: the schema has made each an https origin; like every
 * URL a tenant configures, none may name a loopback, private or link-local address or an internal name
 * (lib/net). The browser, not the server, resolves them, so no DNS lookup here.
 */
async function checkEmbeddingOrigins(placements: z.infer<typeof jsonParts.placements> | undefined) {
  for (const origin of placements?.iframe_origins ?? []) await checkConfiguredUrl('iframe_origins', origin, { dns: false, entry: true });
}

async function parseSettingsForm(form: FormData): Promise<ParsedForm> {
  const known = new Set<string>([...Object.keys(jsonParts), ...Object.keys(UPLOAD_RULES)]);
  const unknown = [...new Set(form.keys())].filter((k) => !known.has(k));
  if (unknown.length) throw badRequest('settings.unknownParts', { names: unknown.join(', ') });

  const primary = jsonPart(form, 'primary') ?? {};
  const { primary_color, secondary_color, remove_logo, remove_favicon, ...primaryRest } = primary as z.infer<typeof jsonParts.primary>;
  const data: ParsedForm['data'] = {};
  for (const [k, v] of Object.entries(primaryRest)) if (v && typeof v === 'object') data[k] = v as Record<string, unknown>;
  for (const [part, key] of Object.entries(PART_KEY) as [Exclude<JsonPartName, 'primary'>, string][]) {
    const value = jsonPart(form, part);
    if (value) data[key] = value;
  }
  await checkEmbeddingOrigins(data.placements as z.infer<typeof jsonParts.placements> | undefined);
  const files: ParsedForm['files'] = {};
  for (const name of ['logo', 'favicon', 'privacy_policy_file'] as const) {
    const [file, extra] = filePart(form, name);
    if (extra) throw badRequest('settings.oneFile', { name });
    if (file) files[name] = await checkUpload(file, UPLOAD_RULES[name]);
  }
  const splashFiles = filePart(form, 'splash_images');
  if (splashFiles.length > MAX_SPLASH_IMAGES) throw badRequest('settings.tooManySplash', { count: MAX_SPLASH_IMAGES });
  const splash = await Promise.all(splashFiles.map((f) => checkUpload(f, UPLOAD_RULES.splash_images)));
  return {
    colors: { primary_color, secondary_color },
    data,
    files,
    splash,
    remove: { logo: remove_logo === true, favicon: remove_favicon === true },
  };
}

/** Who saves: the session's tenant and user (settings sit below lib/auth, so not its Session type). */
type Actor = { tenantId: string; userId: string };

/** Create (POST, refused when settings exist) or update (PUT) from the multipart form of SPEC §7. */
export async function saveSettings(db: DbOrTx, session: Actor, form: FormData, mode: 'create' | 'update', ip?: string): Promise<void> {
  const parsed = await parseSettingsForm(form);
  const tenantId = session.tenantId;
  const removeFiles = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(companySettings).where(eq(companySettings.tenantId, tenantId)).for('update');
    if (mode === 'create' && existing) throw conflict('settings.exist');
    const data: Record<string, unknown> = { ...(existing?.data ?? {}) };
    for (const [key, value] of Object.entries(parsed.data)) {
      const prev = data[key];
      data[key] = prev && typeof prev === 'object' ? { ...prev, ...value } : value;
    }
    const before = journeyFileIds(existing?.data);
    const uploaded: string[] = [];
    const journey = journeyOf(data);
    const next = { ...journey };
    if (parsed.splash.length) {
      const ids = await Promise.all(parsed.splash.map((f) => storeUpload(tx, tenantId, 'splash', f)));
      uploaded.push(...ids);
      next.splash_screens = { ...journey.splash_screens, new_images: ids };
    }
    if (parsed.files.privacy_policy_file) {
      const policy = await storeUpload(tx, tenantId, 'privacy_policy', parsed.files.privacy_policy_file);
      uploaded.push(policy);
      next.privacy_policy = { ...journey.privacy_policy, file: policy, new_file: policy };
    }
    if (Object.keys(next).length) {
      const allowed = new Set([...before.splash, ...before.privacy, ...uploaded]);
      data.mobile_app = { ...(data.mobile_app as object), new_user_journey: restrictJourneyIds(next, allowed) };
    }
    const logo = parsed.files.logo
      ? await storeUpload(tx, tenantId, 'logo', parsed.files.logo)
      : parsed.remove.logo
        ? null
        : (existing?.logoUploadId ?? null);
    const favicon = parsed.files.favicon
      ? await storeUpload(tx, tenantId, 'favicon', parsed.files.favicon)
      : parsed.remove.favicon
        ? null
        : (existing?.faviconUploadId ?? null);
    const values = {
      tenantId,
      primaryColor: parsed.colors.primary_color ?? existing?.primaryColor ?? null,
      secondaryColor: parsed.colors.secondary_color ?? existing?.secondaryColor ?? null,
      logoUploadId: logo,
      faviconUploadId: favicon,
      data,
      updatedAt: new Date(),
    };
    await tx.insert(companySettings).values(values).onConflictDoUpdate({ target: companySettings.tenantId, set: values });
    // New timesheet rules total every open timesheet again, in a job of lib/timesheets once this commits
    // (frozen ones keep theirs: lib/timesheets/totals.ts).
    if (parsed.data.timesheets && JSON.stringify(existing?.data?.timesheets ?? null) !== JSON.stringify(data.timesheets))
      await afterCommit(() => queueTimesheetRulesChanged(tenantId));
    await audit(tx, { tenantId, userId: session.userId, action: `settings.${mode}`, meta: { parts: [...new Set(form.keys())] }, ip });
    // Files the settings no longer refer to (replaced logo, removed splash image, older policy) go too.
    const after = journeyFileIds(data);
    const live = new Set([...after.splash, ...after.privacy, logo, favicon]);
    const previous = [...before.splash, ...before.privacy, existing?.logoUploadId, existing?.faviconUploadId];
    return deleteUploads(
      tx,
      tenantId,
      previous.filter((x): x is string => typeof x === 'string' && !live.has(x)),
    );
  });
  await removeFiles();
  invalidateSettings(tenantId);
}

export async function setMaintenanceMode(
  db: DbOrTx,
  session: Actor,
  body: z.infer<typeof maintenanceModeBody>,
): Promise<{ enabled: boolean; message: string | null }> {
  const value = { enabled: body.enabled, message: body.message ?? null };
  await db.transaction(async (tx) => {
    await tx
      .insert(companySettings)
      .values({ tenantId: session.tenantId, maintenanceMode: value })
      .onConflictDoUpdate({ target: companySettings.tenantId, set: { maintenanceMode: value, updatedAt: new Date() } });
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'settings.maintenance_mode', meta: value });
  });
  invalidateSettings(session.tenantId);
  return value;
}

/** The words per language as stored: a plural the admin left out follows that language's rules (lib/settings/plural.ts). */
const storedLocales = (given: z.infer<typeof labelLocales>): LabelLocales =>
  Object.fromEntries(
    Object.entries(given).flatMap(([locale, forms]) =>
      forms && isLocale(locale) ? [[locale, { singular: forms.singular, plural: forms.plural || autoPlural(forms.singular, locale) }]] : [],
    ),
  );

/** Writes labels' words per language into the settings JSON (LABEL_LOCALES); an empty set or null forgets a label's. */
async function putLabelLocales(tx: DbOrTx, tenantId: string, changes: Partial<Record<LabelKey, LabelLocales | null>>): Promise<void> {
  const [existing] = await tx.select().from(companySettings).where(eq(companySettings.tenantId, tenantId)).for('update');
  const all = { ...((existing?.data?.[LABEL_LOCALES] as Record<string, unknown> | undefined) ?? {}) };
  const before = JSON.stringify(all);
  for (const [key, locales] of Object.entries(changes)) {
    if (locales && Object.keys(locales).length) all[key] = locales;
    else delete all[key];
  }
  if (JSON.stringify(all) === before) return;
  const data = { ...(existing?.data ?? {}), [LABEL_LOCALES]: all };
  await tx
    .insert(companySettings)
    .values({ tenantId, data })
    .onConflictDoUpdate({ target: companySettings.tenantId, set: { data, updatedAt: new Date() } });
}

/**
 * Renames labels: `label` (with plural and singular) sets the tenant's default-language words, kept in
 * dashboard_labels; `locales` replaces a label's words per language, kept in the settings JSON. Either
 * may come alone, so changing the French words does not rename the label in every other language.
 */
export async function saveLabels(
  db: DbOrTx,
  session: Actor,
  items: (z.infer<typeof labelBody> & { key: LabelKey })[],
  /** The language the admin types the default words in: a plural she leaves out follows its rules. */
  locale: Locale = 'en',
): Promise<void> {
  await db.transaction(async (tx) => {
    const locales: Partial<Record<LabelKey, LabelLocales>> = {};
    for (const item of items) {
      if (item.locales !== undefined) locales[item.key] = storedLocales(item.locales);
      if (item.label === undefined) continue;
      const label = makeLabel(item.label, item, locale);
      await tx
        .insert(dashboardLabels)
        .values({ tenantId: session.tenantId, key: item.key, ...label })
        .onConflictDoUpdate({ target: [dashboardLabels.tenantId, dashboardLabels.key], set: { ...label, updatedAt: new Date() } });
    }
    if (Object.keys(locales).length) await putLabelLocales(tx, session.tenantId, locales);
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'settings.dashboard_labels', meta: { labels: items } });
  });
  invalidateSettings(session.tenantId);
}

/** Forgets a renamed label and its words per language: the screens go back to the catalogue's word, in each reader's language. */
export async function resetLabel(db: DbOrTx, session: Actor, key: LabelKey): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(dashboardLabels).where(and(eq(dashboardLabels.tenantId, session.tenantId), eq(dashboardLabels.key, key)));
    await putLabelLocales(tx, session.tenantId, { [key]: null });
    await audit(tx, { tenantId: session.tenantId, userId: session.userId, action: 'settings.dashboard_labels.reset', meta: { key } });
  });
  invalidateSettings(session.tenantId);
}

export type Layout = z.infer<typeof layout>;

export async function getLayout(db: DbOrTx, session: Actor): Promise<Layout> {
  const [row] = await db
    .select()
    .from(userLayouts)
    .where(and(eq(userLayouts.userId, session.userId), eq(userLayouts.tenantId, session.tenantId)))
    .limit(1);
  return row ? { layout_type: row.layoutType, layout_width: row.layoutWidth, topbar_theme: row.topbarTheme } : { ...DEFAULT_LAYOUT };
}

export async function saveLayout(db: DbOrTx, session: Actor, body: z.infer<typeof layoutBody>): Promise<Layout> {
  const next = { ...(await getLayout(db, session)), ...body };
  const values = { layoutType: next.layout_type, layoutWidth: next.layout_width, topbarTheme: next.topbar_theme };
  await db
    .insert(userLayouts)
    .values({ userId: session.userId, tenantId: session.tenantId, ...values })
    .onConflictDoUpdate({ target: userLayouts.userId, set: { ...values, updatedAt: sql`now()` } });
  return next;
}
