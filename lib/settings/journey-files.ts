/**
 * The uploads the mobile app's new-user journey refers to (splash images, privacy policy). Settings keep
 * only ids; these helpers say which ids a settings `data` object holds, so a save can drop the files it
 * no longer refers to and a browser can never point the settings at somebody else's upload.
 */
type Journey = {
  splash_screens?: { images?: unknown; new_images?: unknown };
  privacy_policy?: { file?: unknown; new_file?: unknown };
};

const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const id = (v: unknown): string[] => (typeof v === 'string' ? [v] : []);

export function journeyOf(data: Record<string, unknown> | null | undefined): Journey {
  const mobile = data?.mobile_app as { new_user_journey?: Journey } | undefined;
  return mobile?.new_user_journey ?? {};
}

/** Splash image ids and the current privacy policy id that `data` refers to. */
export function journeyFileIds(data: Record<string, unknown> | null | undefined): { splash: string[]; privacy: string[] } {
  const j = journeyOf(data);
  const splash = [...new Set([...ids(j.splash_screens?.images), ...ids(j.splash_screens?.new_images)])];
  // The latest upload wins (new_file), as the admin screen shows it.
  const privacy = id(j.privacy_policy?.new_file ?? j.privacy_policy?.file);
  return { splash, privacy };
}

/**
 * Keeps only ids the stored settings already held (or this save uploaded): a client may drop or reorder
 * splash images and keep or clear the policy, never add an id it made up.
 */
export function restrictJourneyIds(journey: Journey, allowed: Set<string>): Journey {
  const out: Journey = { ...journey };
  if (journey.splash_screens) {
    out.splash_screens = {
      ...journey.splash_screens,
      images: ids(journey.splash_screens.images).filter((x) => allowed.has(x)),
      new_images: ids(journey.splash_screens.new_images).filter((x) => allowed.has(x)),
    };
  }
  if (journey.privacy_policy) {
    const keep = (v: unknown) => (typeof v === 'string' && allowed.has(v) ? v : null);
    out.privacy_policy = {
      ...journey.privacy_policy,
      file: keep(journey.privacy_policy.file),
      new_file: keep(journey.privacy_policy.new_file),
    };
  }
  return out;
}
