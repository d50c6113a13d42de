import { BRIGHTNESS_THRESHOLD, DEFAULT_PRIMARY, DEFAULT_SECONDARY } from './defaults';

const HEX = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

function channels(hex: string): [number, number, number] | null {
  const [, r, g, b] = HEX.exec(hex.trim()) ?? [];
  return r && g && b ? [parseInt(r, 16), parseInt(g, 16), parseInt(b, 16)] : null;
}

const toHex = (rgb: number[]) => '#' + rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');

/** Perceived brightness (299R + 587G + 114B) / 1000 of a #rrggbb colour, 0–255. */
export function brightness(hex: string): number {
  const c = channels(hex);
  if (!c) return 255;
  return (299 * c[0] + 587 * c[1] + 114 * c[2]) / 1000;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const c = channels(hex);
  if (!c) return 1;
  const linear = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = c;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours, 1–21; 4.5 is the AA minimum for body text. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA for normal-size text. */
const MIN_TEXT_CONTRAST = 4.5;
/** The portal's dark text (Tailwind slate-800) and its fallbacks. */
const DARK_TEXT = '#1f2937';
const LIGHT_TEXT = '#ffffff';
const BLACK = '#000000';

/** SPEC §1's rule on its own: dark text when the colour's brightness is above 120, else white. */
export function textByBrightness(hex: string): string {
  return brightness(hex) > BRIGHTNESS_THRESHOLD ? DARK_TEXT : LIGHT_TEXT;
}

/**
 * The text colour on a brand-coloured background, always at least 4.5:1 (WCAG AA).
 *
 * The brightness rule alone does not guarantee that: on a mid-tone such as #3b82f6 (brightness 122) neither
 * white (3.7:1) nor the portal's dark grey (4.0:1) reaches 4.5, and at exactly 120 (#787878) white is 4.4:1.
 * So WCAG decides and the brightness rule breaks ties: the rule's choice is kept whenever it is readable,
 * then the other candidates are tried in its order (dark grey, black, white for a bright colour; white, dark
 * grey, black otherwise). One of white and black always reaches 4.58:1, whatever the colour. For every colour
 * brighter than 120 a dark text passes (tests/unit/branding.test.ts sweeps the cube), so SPEC §1 still holds.
 */
export function textOn(hex: string): string {
  const order = brightness(hex) > BRIGHTNESS_THRESHOLD ? [DARK_TEXT, BLACK, LIGHT_TEXT] : [LIGHT_TEXT, DARK_TEXT, BLACK];
  return (
    order.find((fg) => contrastRatio(fg, hex) >= MIN_TEXT_CONTRAST) ??
    (contrastRatio(LIGHT_TEXT, hex) >= contrastRatio(BLACK, hex) ? LIGHT_TEXT : BLACK)
  );
}

/** The lightest surface brand-coloured text is drawn on (Tailwind slate-100; white and slate-50 are lighter). */
export const LIGHT_SURFACE = '#f1f5f9';

/**
 * The brand colour as text (links, the active tab, a check mark) on a light surface: the colour itself when it
 * reaches 4.5:1 there, else the lightest darker shade of it (same hue, channels scaled towards black) that does.
 */
export function inkOn(hex: string, surface: string = LIGHT_SURFACE): string {
  const c = channels(hex);
  if (!c) return DARK_TEXT;
  const own = toHex(c);
  if (contrastRatio(own, surface) >= MIN_TEXT_CONTRAST) return own;
  const shade = (k: number) => toHex(c.map((v) => v * k));
  // Darker is monotonically more contrast on a light surface: search the largest factor that is readable.
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if (contrastRatio(shade(mid), surface) >= MIN_TEXT_CONTRAST) lo = mid;
    else hi = mid;
  }
  return shade(lo);
}

export type BrandColors = { primary_color?: string | null; secondary_color?: string | null };

/**
 * The CSS variables the root layout and the public pages inject (DESIGN.md §2, issue 2): the brand colours,
 * the readable text on each (`--brand-on-*`, see textOn) and the primary as text on light surfaces (inkOn).
 */
export function brandVariables(settings: BrandColors | null | undefined): Record<string, string> {
  const primary = settings?.primary_color || DEFAULT_PRIMARY;
  const secondary = settings?.secondary_color || DEFAULT_SECONDARY;
  return {
    '--brand-primary': primary,
    '--brand-on-primary': textOn(primary),
    '--brand-primary-ink': inkOn(primary),
    '--brand-secondary': secondary,
    '--brand-on-secondary': textOn(secondary),
  };
}
