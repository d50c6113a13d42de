import { BRIGHTNESS_THRESHOLD, DEFAULT_PRIMARY, DEFAULT_SECONDARY } from './defaults';

/** Perceived brightness (299R + 587G + 114B) / 1000 of a #rrggbb colour, 0–255. */
export function brightness(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return 255;
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => parseInt(c, 16));
  return (299 * r + 587 * g + 114 * b) / 1000;
}

/** SPEC §1: dark text on the secondary colour when it is brighter than 120. */
export function textOn(hex: string): string {
  return brightness(hex) > BRIGHTNESS_THRESHOLD ? '#1f2937' : '#ffffff';
}

export type BrandColors = { primary_color?: string | null; secondary_color?: string | null };

/** The CSS variables the root layout injects (DESIGN.md §2, issue 2). */
export function brandVariables(settings: BrandColors | null | undefined): Record<string, string> {
  const primary = settings?.primary_color || DEFAULT_PRIMARY;
  const secondary = settings?.secondary_color || DEFAULT_SECONDARY;
  return {
    '--brand-primary': primary,
    '--brand-on-primary': textOn(primary),
    '--brand-secondary': secondary,
    '--brand-on-secondary': textOn(secondary),
  };
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return 1;
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => {
    const v = parseInt(c, 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, 1–21; 4.5 is the AA minimum for body text. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
