import { z } from 'zod';
import { boundedRecord, wholeNumberIn } from '@/lib/schema-kit/inputs';
import { APPROVAL_LINK_DAYS } from './approval-links';
import { INVITATION_DAYS } from './invitations';
import { DIGEST_DAYS, REMINDER_HOUR_FIELDS, REMINDER_HOURS, type ReminderHours } from './approval-reminders';
import { PUNCH_RULE_BOUNDS, PUNCH_RULE_FIELDS, type PunchRuleName } from './punch-rules';
import { LOCALES } from '@/lib/i18n/config';
import { timeZoneName } from '@/lib/timezones/schema';
import { NUMBER_FIELDS, NUMBER_RULES, ROUNDING_MINUTES, ROUNDING_MODES, WEEK_STARTS, type NumberRule } from './timesheet-rules';

const hexColor = z
  .string()
  .trim()
  .max(7, 'validation.hexColor')
  .regex(/^#[0-9a-fA-F]{6}$/, 'validation.hexColor');

/** A site allowed to embed the placement form: an https origin, nothing after the host and port. */
export const iframeOrigin = z
  .string()
  .trim()
  .toLowerCase()
  .max(300, 'validation.httpsOrigin')
  .regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/, 'validation.httpsOrigin');

// Parts that later modules own are open objects here, but each known switch is typed. What an open
// object may carry beyond them is bounded by the size of its part (MAX_JSON_PART_CHARS).
const open = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape);

/** Longest JSON text part of the settings form: far above the largest journey, far below a megabyte. */
export const MAX_JSON_PART_CHARS = 64 * 1024;

const JOURNEY_STEPS = ['splash_screens', 'privacy_policy', 'landing_page', 'keywords', 'interview', 'custom_cta'] as const;
const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);

/** The mobile app's new-user journey (admin settings, mobile-app tab); upload ids come from the server. */
const newUserJourney = open({
  list: open({
    steps: z
      .array(z.object({ key: z.enum(JOURNEY_STEPS), enabled: z.boolean() }))
      .max(JOURNEY_STEPS.length)
      .optional(),
  }).optional(),
  splash_screens: open({ images: z.array(z.uuid()).max(20).optional(), new_images: z.array(z.uuid()).max(20).optional() }).optional(),
  privacy_policy: open({ file: z.uuid().nullable().optional(), new_file: z.uuid().nullable().optional() }).optional(),
  landing_page: open({ title: text(120).optional(), body: text(5000).optional() }).optional(),
  keywords: z.array(text(40).min(1)).max(50).optional(),
  interview: open({ questions: z.array(text(300).min(1)).max(30).optional() }).optional(),
  custom_cta: open({
    label: text(40).optional(),
    url: z
      .union([
        z.literal(''),
        z.url({ protocol: /^https$/, error: 'the link must be an https URL' }).max(2048, 'the link must be at most 2048 characters'),
      ])
      .optional(),
  }).optional(),
});

const primaryPart = open({
  primary_color: hexColor.optional(),
  secondary_color: hexColor.optional(),
  shift: open({
    enabled: z.boolean(),
    /** Hours before a shift's start inside which a contact may not cancel it (lib/shifts/cutoff.ts); 0 = none. */
    cancel_cutoff_hours: wholeNumberIn('cancel_cutoff_hours', { min: 0, max: 168 }, 'hours').optional(),
  }).optional(),
  find_candidates: open({}).optional(),
  mobile_app: open({ new_user_journey: newUserJourney.optional() }).optional(),
  remove_logo: z.boolean().optional(),
  remove_favicon: z.boolean().optional(),
});

const ruleNumber = (k: NumberRule) => {
  const r = NUMBER_RULES[k];
  const n = (r.integer ? z.number().int(`${k} must be a whole number`) : z.number())
    .min(r.min, `${k} must be between ${r.min} and ${r.max}`)
    .max(r.max, `${k} must be between ${r.min} and ${r.max}`);
  return r.fallback === null ? n.nullable().optional() : n.optional();
};

/** The timesheet rules of the admin settings (week start, overtime, rounding, deadlines, currency). */
const timesheetRulesPart = open({
  week_start: z.enum(WEEK_STARTS, { error: 'week_start must be monday or sunday' }).optional(),
  rounding_minutes: z.literal([...ROUNDING_MINUTES], { error: 'rounding_minutes must be one of 0, 5, 6, 10, 15, 30' }).optional(),
  rounding_mode: z.enum(ROUNDING_MODES, { error: 'rounding_mode must be nearest, up or down' }).optional(),
  seventh_day_rule: z.boolean({ error: 'seventh_day_rule must be true or false' }).optional(),
  currency: z
    .string()
    .max(3, 'validation.currency')
    .regex(/^[A-Z]{3}$/, 'validation.currency')
    .optional(),
  ...(Object.fromEntries(NUMBER_FIELDS.map((k) => [k, ruleNumber(k)])) as { [K in NumberRule]: ReturnType<typeof ruleNumber> }),
});

/** One-click approval links from the mails (lib/approval-links): how many days a link works. */
const approvalLinksPart = open({
  expires_days: wholeNumberIn('expires_days', APPROVAL_LINK_DAYS, 'days').optional(),
});
/** Invitation links (lib/auth/login.ts): how many days one works. */
const invitationsPart = open({
  valid_days: wholeNumberIn('valid_days', INVITATION_DAYS, 'days').optional(),
});
const reminderHours = (k: ReminderHours) => wholeNumberIn(k, REMINDER_HOURS[k], 'hours').optional();

/** Approval reminders, past-due repeats, escalation and the weekly digest (lib/approval-reminders). */
const approvalRemindersPart = open({
  ...(Object.fromEntries(REMINDER_HOUR_FIELDS.map((k) => [k, reminderHours(k)])) as {
    [K in ReminderHours]: ReturnType<typeof reminderHours>;
  }),
  digest_weekday: z.enum(DIGEST_DAYS, { error: `digest_weekday must be one of ${DIGEST_DAYS.join(', ')}` }).optional(),
});

const punchRule = (k: PunchRuleName) => wholeNumberIn(k, PUNCH_RULE_BOUNDS[k]).optional();

/** Punch exception thresholds (lib/punches/rules.ts): early / late minutes, break rules, long shift hours. */
const punchRulesPart = open(
  Object.fromEntries(PUNCH_RULE_FIELDS.map((k) => [k, punchRule(k)])) as { [K in PunchRuleName]: ReturnType<typeof punchRule> },
);

/** Multipart JSON parts of SPEC §7 and the settings key each one updates. */
export const jsonParts = {
  primary: primaryPart,
  general: open({ timezone: timeZoneName.optional() }),
  rate_shift: open({ enabled: z.boolean().optional() }),
  timesheets: timesheetRulesPart,
  placements: open({ iframe_origins: z.array(iframeOrigin).max(20, 'list at most 20 sites').optional() }),
  orders: open({ show_orders_to_client: z.boolean().optional() }),
  whos_working: open({}),
  integrations: open({}),
  clientContactsPortal: open({ enabled: z.boolean().optional() }),
  approval_links: approvalLinksPart,
  invitations: invitationsPart,
  approval_reminders: approvalRemindersPart,
  punch_rules: punchRulesPart,
} as const;

export type JsonPartName = keyof typeof jsonParts;

export const maintenanceModeBody = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  message: z.string().trim().max(500, 'message must be at most 500 characters').nullable().optional(),
});

// ——— What the client-portal settings routes answer ———

export const maintenanceMode = z.object({ enabled: z.boolean(), message: z.string().nullable() });

/** The words per language a tenant gave a label, as the API serves them (plural filled in). */
export const labelLocalesOut = z.partialRecord(z.enum(LOCALES), z.object({ singular: z.string(), plural: z.string() }));
/** Set when the words are the tenant's own: a count beside them reads "Gigs: 3", as no rule inflects them. */
const renamedFlag = z
  .literal(true)
  .optional()
  .meta({ description: 'true when these are the tenant\'s own words (not translated): show a count beside them as "Gigs: 3"' });
const dashboardLabelOut = z.object({
  label: z.string(),
  plural: z.string(),
  singular: z.string(),
  renamed: renamedFlag,
  locales: labelLocalesOut.optional(),
  /** Beside `locales`: what readers of a language without its own words get (the rename, or the catalogue's word). */
  defaultWords: z.object({ label: z.string(), plural: z.string(), singular: z.string() }).optional(),
});

/** Branding, labels and maintenance state: what anyone may read before signing in. */
export const publicSettings = z.object({
  company_id: z.string(),
  company_name: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  logo: z.string().nullable().meta({ description: 'URL of the logo, versioned' }),
  favicon: z.string().nullable(),
  dashboard_labels: z.object({ shift: dashboardLabelOut, placement: dashboardLabelOut, order: dashboardLabelOut }),
  maintenance_mode: maintenanceMode,
  mobile_app: z.looseObject({ new_user_journey: z.record(z.string(), z.unknown()), labels: z.record(z.string(), z.unknown()) }),
});

/**
 * The company's settings: the public part, each module's settings object (free-form JSON that module
 * owns, typed where it is read) and when they were last saved. Integrations are {} for non-admins.
 */
export const companySettings = z.looseObject({
  ...publicSettings.shape,
  find_candidates: z.record(z.string(), z.unknown()),
  shift: z.looseObject({ enabled: z.boolean() }),
  timesheets: z.record(z.string(), z.unknown()),
  placements: z.record(z.string(), z.unknown()),
  orders: z.looseObject({ show_orders_to_client: z.boolean() }),
  whos_working: z.record(z.string(), z.unknown()),
  integrations: z.record(z.string(), z.unknown()),
  clientContactsPortal: z.looseObject({ enabled: z.boolean() }),
  rateShift: z.looseObject({ enabled: z.boolean() }),
  approval_links: z.record(z.string(), z.unknown()),
  invitations: z.record(z.string(), z.unknown()),
  approval_reminders: z.record(z.string(), z.unknown()),
  punch_rules: z.record(z.string(), z.unknown()),
  /** The tenant's time zone: what a new location starts with. */
  general: z.looseObject({ timezone: z.string() }),
  updated_at: z.string().nullable().meta({ format: 'date-time' }),
});

/** The settings form (POST creates, PUT updates): JSON text parts named after the settings they update, and files. */
export const settingsForm = z.object({
  ...Object.fromEntries(
    Object.keys(jsonParts).map((k) => [
      k,
      z
        .string()
        .optional()
        .meta({ description: `JSON text: the ${k} settings` }),
    ]),
  ),
  logo: z.string().meta({ format: 'binary' }).optional(),
  favicon: z.string().meta({ format: 'binary' }).optional(),
  privacy_policy_file: z.string().meta({ format: 'binary' }).optional(),
  splash_images: z.array(z.string().meta({ format: 'binary' })).optional(),
});

export const LABEL_KEYS = ['shift', 'placement', 'order'] as const;
export type LabelKey = (typeof LABEL_KEYS)[number];
export const labelKey = z.enum(LABEL_KEYS, { error: 'label must be one of shift, placement, order' });

/** A label's words in one language, as the admin gives them; a plural left out is the singular. */
export const labelForms = z.object({
  singular: z.string().trim().min(1).max(40),
  plural: z.string().trim().min(1).max(40).optional(),
});
/**
 * A label's words per language, only for the languages the admin filled in (stored in the settings JSON,
 * `label_locales`). A reader of another language gets the tenant's default-language words, then the catalogue's.
 */
export const labelLocales = z.partialRecord(z.enum(LOCALES), labelForms);

const labelFields = z.object({
  /** The tenant's default-language words (the rename every language falls back to). */
  label: z.string().trim().min(1, 'label is required').max(40, 'label must be at most 40 characters').optional(),
  plural: z.string().trim().min(1).max(40).optional(),
  singular: z.string().trim().min(1).max(40).optional(),
  /** Every language's words for this label at once: a language left out has none (`{}` clears them all). */
  locales: labelLocales.optional(),
});
/** A save names the default words (label), the words per language (locales), or both. */
const someWords = (b: { label?: string; locales?: unknown }) => b.label !== undefined || b.locales !== undefined;
const WORDS_NEEDED = { message: 'validation.labelOrLocales', path: ['label'] };

export const labelBody = labelFields.refine(someWords, WORDS_NEEDED);
/** One entry per label key at most: a longer list is a mistake or an attack, refused before any work. */
export const labelsBody = z.object({
  labels: z
    .array(labelFields.extend({ key: labelKey }).refine(someWords, WORDS_NEEDED))
    .min(1, 'labels must not be empty')
    .max(LABEL_KEYS.length, `labels may hold at most ${LABEL_KEYS.length} entries, one per label`),
});

export const layoutBody = z
  .object({
    layout_type: z.enum(['horizontal', 'vertical']).optional(),
    layout_width: z.enum(['fluid', 'boxed']).optional(),
    topbar_theme: z.enum(['light', 'dark']).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'validation.atLeastOneField');

/** PUT /table-configs/{table}: a user's columns, filters and page size for one table. */
export const tableConfigBody = z.object({
  columns: z
    .array(
      z
        .string()
        .trim()
        .max(40, 'validation.columnKeys')
        .regex(/^[a-z0-9_]{1,40}$/, 'validation.columnKeys'),
    )
    .max(60),
  filters: boundedRecord(z.string().max(40), z.string().max(200), 30, 'filters').optional(),
  per_page: z.number().int().min(1).max(100).optional(),
});
/** The saved table settings as the API returns them. */
export const tableConfig = z.object({
  columns: z.array(z.string()),
  filters: z.record(z.string(), z.string()).optional(),
  per_page: z.number().int().optional(),
});

/**
 * A dashboard label with its plural and singular in the reader's language, and the tenant's words per
 * language when it gave any (what the admin labels screen edits).
 */
export const dashboardLabel = dashboardLabelOut;
/** One label as the labels API lists it, keyed by its label key. */
export const dashboardLabelItem = dashboardLabel.extend({ _id: z.enum(LABEL_KEYS), key: z.enum(LABEL_KEYS) });
/** A user's page layout. */
export const layout = z.object({
  layout_type: z.string().meta({ description: 'horizontal or vertical' }),
  layout_width: z.string().meta({ description: 'fluid or boxed' }),
  topbar_theme: z.string().meta({ description: 'light or dark' }),
});
