import type { NEW_USER_JOURNEY_SCREENS } from '@/lib/admin/tabs';
import { SERVICE_BASE } from '@/lib/contracts/kit/services';

/** URL screen names of the new-user journey (SPEC §2); `list` is the overview of the others. */
export type JourneyScreen = (typeof NEW_USER_JOURNEY_SCREENS)[number];
export type StepKey = 'splash_screens' | 'privacy_policy' | 'landing_page' | 'keywords' | 'interview' | 'custom_cta';

/** Settings key each step screen is stored under (SPEC §3 names, as in lib/settings/defaults.ts). */
const SCREEN_KEY: Record<Exclude<JourneyScreen, 'list'>, StepKey> = {
  'splash-screens': 'splash_screens',
  'privacy-policy': 'privacy_policy',
  'landing-page': 'landing_page',
  keywords: 'keywords',
  interview: 'interview',
  'custom-cta': 'custom_cta',
};
const STEP_KEYS = Object.values(SCREEN_KEY);

type Step = { key: StepKey; enabled: boolean };

export type Journey = {
  list: { steps: Step[] };
  splash_screens: { images: string[]; new_images: string[] };
  privacy_policy: { file: string | null; new_file: string | null };
  landing_page: { title: string; body: string };
  keywords: string[];
  interview: { questions: string[] };
  custom_cta: { label: string; url: string };
};
export type JourneyKey = keyof Journey;

/** Limits the forms enforce; the settings schema keeps mobile_app open, so the client is the first gate. */
export const LIMITS = { title: 120, body: 5000, keyword: 40, keywords: 50, question: 300, questions: 30, ctaLabel: 40, url: 2000 } as const;

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const idOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** Stored steps in their saved order, unknown or repeated keys dropped, missing steps appended switched on. */
function readSteps(v: unknown): Step[] {
  const seen = new Set<StepKey>();
  const steps: Step[] = [];
  for (const raw of Array.isArray(v) ? v : []) {
    const s = obj(raw);
    const key = s.key as StepKey;
    if (!STEP_KEYS.includes(key) || seen.has(key)) continue;
    seen.add(key);
    steps.push({ key, enabled: s.enabled !== false });
  }
  return [...steps, ...STEP_KEYS.filter((k) => !seen.has(k)).map((key) => ({ key, enabled: true }))];
}

/** The stored new_user_journey object as it is, so keys this tab does not know survive a save. */
function rawJourney(mobileApp: unknown): Obj {
  return obj(obj(mobileApp).new_user_journey);
}

/** Settings' `mobile_app` (any shape, as stored) read into the journey the forms edit. */
export function readJourney(mobileApp: unknown): Journey {
  const j = rawJourney(mobileApp);
  const splash = obj(j.splash_screens);
  const policy = obj(j.privacy_policy);
  const landing = obj(j.landing_page);
  const cta = obj(j.custom_cta);
  return {
    list: { steps: readSteps(obj(j.list).steps) },
    splash_screens: { images: strs(splash.images), new_images: strs(splash.new_images) },
    privacy_policy: { file: idOrNull(policy.file), new_file: idOrNull(policy.new_file) },
    landing_page: { title: str(landing.title), body: str(landing.body) },
    keywords: strs(j.keywords),
    interview: { questions: strs(obj(j.interview).questions) },
    custom_cta: { label: str(cta.label), url: str(cta.url) },
  };
}

/**
 * The whole new_user_journey to send with one screen replaced. The server merges settings one level
 * deep (mobile_app), so sending only the edited screen would wipe the others.
 */
export function journeyPayload<K extends JourneyKey>(mobileApp: unknown, key: K, value: Journey[K]): Obj {
  return { ...rawJourney(mobileApp), [key]: value };
}

/** Splash images on file: the older list plus the latest upload (the server writes new uploads to new_images). */
export const splashIds = (v: Journey['splash_screens']): string[] => [...new Set([...v.images, ...v.new_images])];

/** The current privacy policy upload: the latest one wins. */
export const policyId = (v: Journey['privacy_policy']): string | null => v.new_file ?? v.file;

/** An absolute https URL, checked without a schema library (client bundle budget). */
export function isHttpsUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' && Boolean(u.hostname) && value.length <= LIMITS.url;
  } catch {
    return false;
  }
}

export type JourneyFiles = { splash?: File[]; privacy?: File };

/** What each screen form gets: its stored value and a save that resolves true once the server took it. */
export type ScreenProps<K extends JourneyKey> = {
  value: Journey[K];
  busy: boolean;
  onSave: (value: Journey[K], files?: JourneyFiles) => Promise<boolean>;
};

/** Screens that show stored files also need the tenant slug to link to them. */
export type FileScreenProps<K extends JourneyKey> = ScreenProps<K> & { companyId: string };

/** Where the public settings API serves a stored splash image or privacy policy. */
export const journeyFileUrl = (companyId: string, fileId: string) =>
  `${SERVICE_BASE.main}/client-portal/${encodeURIComponent(companyId)}/settings/journey-files/${fileId}`;
