import { JSON_BODY_LIMIT } from '@/lib/schema-kit/body-limits';
import { UPLOAD_RULES } from '@/lib/uploads/detect';

/** Splash images one save may add; with the other files this bounds the form (SETTINGS_BODY_LIMIT). */
export const MAX_SPLASH_IMAGES = 6;
export const SETTINGS_BODY_LIMIT =
  UPLOAD_RULES.logo.maxBytes +
  UPLOAD_RULES.favicon.maxBytes +
  UPLOAD_RULES.privacy_policy_file.maxBytes +
  MAX_SPLASH_IMAGES * UPLOAD_RULES.splash_images.maxBytes +
  JSON_BODY_LIMIT;
