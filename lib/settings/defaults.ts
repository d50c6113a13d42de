import { APPROVAL_LINK_DAYS } from './approval-links';
import { INVITATION_DAYS } from './invitations';
import { DEFAULT_REMINDERS } from './approval-reminders';
import { DEFAULT_PUNCH_RULES } from './punch-rules';
import { DEFAULT_TIME_ZONE } from '@/lib/timezones/list';

/** SPEC §1/§9 defaults. */
export const DEFAULT_PRIMARY = '#6691e7';
export const DEFAULT_SECONDARY = '#e7ebf4';
export const BRIGHTNESS_THRESHOLD = 120;
/** SPEC §9: settings stale time. */
export const SETTINGS_STALE_MS = 60_000;

export const DEFAULT_LAYOUT = { layout_type: 'horizontal', layout_width: 'fluid', topbar_theme: 'light' } as const;

/** Keys stored in company_settings.data and their defaults. */
export const DEFAULT_SETTINGS_DATA = {
  /** The company's own time zone: what a new location starts with (lib/settings/time-zone.ts). */
  general: { timezone: DEFAULT_TIME_ZONE as string },
  mobile_app: {
    new_user_journey: {
      splash_screens: { images: [] as string[] },
      privacy_policy: { file: null as string | null },
      landing_page: {},
      keywords: [],
      interview: {},
      custom_cta: {},
    },
    labels: {},
  },
  find_candidates: {},
  /** cancel_cutoff_hours: lib/shifts/cutoff.ts (the Shift tab). */
  shift: { enabled: false, cancel_cutoff_hours: 24 as number },
  timesheets: {},
  placements: {},
  orders: { show_orders_to_client: false },
  whos_working: {},
  integrations: {},
  clientContactsPortal: { enabled: false },
  rateShift: { enabled: false },
  /** One-click approval links (lib/settings/approval-links.ts): days a mailed link works. */
  approval_links: { expires_days: APPROVAL_LINK_DAYS.fallback as number },
  /** Invitation links (lib/settings/invitations.ts): days one works. */
  invitations: { valid_days: INVITATION_DAYS.fallback as number },
  approval_reminders: { ...DEFAULT_REMINDERS },
  /** Punch exception thresholds (lib/settings/punch-rules.ts, lib/punches/rules.ts). */
  punch_rules: { ...DEFAULT_PUNCH_RULES },
};
