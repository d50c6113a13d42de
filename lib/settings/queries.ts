import 'server-only';
import { cachedValue } from '@/lib/db/versioned-cache';
import { eq } from 'drizzle-orm';
import { db, type DbOrTx } from '@/lib/db/client';
import { ttlCache } from '@/lib/ttl-cache';
import { companySettings, dashboardLabels, tenants } from '@/lib/db/schema';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, DEFAULT_SETTINGS_DATA, SETTINGS_STALE_MS } from './defaults';
import type { RenamedLabels } from './labels';
import { LABEL_KEYS, labelKey, labelLocalesOut, type LabelKey } from './schema';

const isLabelKey = (k: string): k is LabelKey => labelKey.safeParse(k).success;

export type CompanySettings = typeof DEFAULT_SETTINGS_DATA &
  Record<string, unknown> & {
    company_id: string;
    company_name: string;
    primary_color: string;
    secondary_color: string;
    logo: string | null;
    favicon: string | null;
    /** Renamed labels only; pageLabels / labelsIn add the catalogue's defaults in the reader's language. */
    dashboard_labels: RenamedLabels;
    maintenance_mode: { enabled: boolean; message: string | null };
    updated_at: string | null;
  };

export type Tenant = { id: string; slug: string; name: string };

// A slug names one tenant for good; name and branding come from freshSettings and the versioned values.
const tenantsBySlug = ttlCache<Tenant | null>('tenants-by-slug', 60_000);

/** The tenant of a slug, kept per process for a minute (its name may be that old: read fresh values for display). */
export function cachedTenantBySlug(slug: string): Promise<Tenant | null> {
  return tenantsBySlug.get(slug.toLowerCase(), () => findTenantBySlug(db(), slug));
}

export async function findTenantBySlug(db: DbOrTx, slug: string): Promise<Tenant | null> {
  const [row] = await db
    .select({ id: tenants.id, slug: tenants.slug, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.slug, slug.toLowerCase()))
    .limit(1);
  return row ?? null;
}

const assetUrl = (slug: string, kind: 'logo' | 'favicon', version: string | null) =>
  `/api/main/client-portal/${encodeURIComponent(slug)}/settings/${kind}${version ? `?v=${encodeURIComponent(version)}` : ''}`;

/** Where the settings JSON keeps the labels' words per language ({ shift: { fr: { singular, plural } } }). */
export const LABEL_LOCALES = 'label_locales';

/**
 * The tenant's renamed labels: the default-language words of the dashboard_labels rows, with the words
 * per language of the settings JSON beside them (only what the labels schema accepts is kept).
 */
function renamedLabels(rows: { key: string; label: string; plural: string; singular: string }[], stored: unknown): RenamedLabels {
  const labels: RenamedLabels = {};
  for (const l of rows) {
    if (isLabelKey(l.key)) labels[l.key] = { label: l.label, plural: l.plural, singular: l.singular };
  }
  const byKey = typeof stored === 'object' && stored ? (stored as Record<string, unknown>) : {};
  for (const key of LABEL_KEYS) {
    const parsed = labelLocalesOut.safeParse(byKey[key]);
    if (parsed.success && Object.keys(parsed.data).length) labels[key] = { ...labels[key], locales: parsed.data };
  }
  return labels;
}

/**
 * The loader of the per-tenant settings cache (getSettings). Like cachedTenantBySlug above, it reads through the
 * pool rather than a caller's handle: the cached value outlives the request (or transaction) that filled it.
 */
async function loadSettings(tenantId: string): Promise<CompanySettings> {
  const [row] = await db()
    .select({ tenant: tenants, settings: companySettings })
    .from(tenants)
    .leftJoin(companySettings, eq(companySettings.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId))
    .limit(1);
  if (!row) throw new Error(`tenant ${tenantId} does not exist`);
  const labelRows = await db().select().from(dashboardLabels).where(eq(dashboardLabels.tenantId, tenantId));
  const s = row.settings;
  const { [LABEL_LOCALES]: labelLocales, ...stored } = (s?.data ?? {}) as Record<string, unknown>;
  const labels = renamedLabels(labelRows, labelLocales);
  const version = s?.updatedAt ? String(s.updatedAt.getTime()) : null;
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS_DATA };
  for (const [k, v] of Object.entries(stored)) {
    const base = merged[k];
    merged[k] = base && typeof base === 'object' && v && typeof v === 'object' ? { ...base, ...v } : v;
  }
  return {
    ...(merged as typeof DEFAULT_SETTINGS_DATA),
    company_id: row.tenant.slug,
    company_name: row.tenant.name,
    primary_color: s?.primaryColor || DEFAULT_PRIMARY,
    secondary_color: s?.secondaryColor || DEFAULT_SECONDARY,
    logo: s?.logoUploadId ? assetUrl(row.tenant.slug, 'logo', version) : null,
    favicon: s?.faviconUploadId ? assetUrl(row.tenant.slug, 'favicon', version) : null,
    dashboard_labels: labels,
    maintenance_mode: s?.maintenanceMode ?? { enabled: false, message: null },
    updated_at: s?.updatedAt?.toISOString() ?? null,
  };
}

// SPEC §9's 60 s stale time. Saves clear this process's entry at once; other instances converge
// within the stale time, which is the freshness the product promises.
const cache = ttlCache<CompanySettings>('settings', SETTINGS_STALE_MS);

export function getSettings(tenantId: string): Promise<CompanySettings> {
  return cache.get(tenantId, () => loadSettings(tenantId));
}

/**
 * The settings as public pages and the page shell show them: checked against the tenant's `job_board`
 * version (a settings save raises it) on every request with one shared read, so a save shows at once on
 * every instance (getSettings may lag other instances by its 60 s).
 */
export function freshSettings(tenantId: string): Promise<CompanySettings> {
  return cachedValue(tenantId, 'settings', () => loadSettings(tenantId), 'jobBoard');
}

export function invalidateSettings(tenantId: string): void {
  cache.delete(tenantId);
}

/** What anyone may read without a session: branding, labels, maintenance state (SPEC §7 settings/public). */
export function publicSettings(s: CompanySettings) {
  return {
    company_id: s.company_id,
    company_name: s.company_name,
    primary_color: s.primary_color,
    secondary_color: s.secondary_color,
    logo: s.logo,
    favicon: s.favicon,
    dashboard_labels: s.dashboard_labels,
    maintenance_mode: s.maintenance_mode,
    mobile_app: s.mobile_app,
  };
}

/** Integrations may hold credentials: only admins read them. */
export function settingsFor(s: CompanySettings, isAdmin: boolean): CompanySettings {
  return isAdmin ? s : { ...s, integrations: {} };
}
