import { fieldError } from '@/lib/errors';

export type FileType = { mime: string; ext: string };

// Type comes from the first bytes, never from the name or the browser's claimed type (DESIGN.md §5).
const SIGNATURES: { type: FileType; test: (b: Uint8Array) => boolean }[] = [
  { type: { mime: 'image/png', ext: 'png' }, test: (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: { mime: 'image/jpeg', ext: 'jpg' }, test: (b) => starts(b, [0xff, 0xd8, 0xff]) },
  { type: { mime: 'image/gif', ext: 'gif' }, test: (b) => starts(b, [0x47, 0x49, 0x46, 0x38]) },
  { type: { mime: 'image/webp', ext: 'webp' }, test: (b) => starts(b, [0x52, 0x49, 0x46, 0x46]) && ascii(b, 8, 'WEBP') },
  { type: { mime: 'image/x-icon', ext: 'ico' }, test: (b) => starts(b, [0x00, 0x00, 0x01, 0x00]) },
  { type: { mime: 'application/pdf', ext: 'pdf' }, test: (b) => ascii(b, 0, '%PDF-') },
];

function starts(b: Uint8Array, sig: number[]): boolean {
  return b.length >= sig.length && sig.every((v, i) => b[i] === v);
}
function ascii(b: Uint8Array, at: number, text: string): boolean {
  return b.length >= at + text.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));
}

export function detectType(bytes: Uint8Array): FileType | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/x-icon'];
export const PDF_TYPES = ['application/pdf'];
/** What the mobile app's splash screen can show full-screen: no animations (GIF) or icons (ICO). */
const SPLASH_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export type UploadRule = { field: string; types: string[]; maxBytes: number };

export const UPLOAD_RULES = {
  logo: { field: 'logo', types: IMAGE_TYPES, maxBytes: 2 * 1024 * 1024 },
  favicon: { field: 'favicon', types: IMAGE_TYPES, maxBytes: 512 * 1024 },
  splash_images: { field: 'splash_images', types: SPLASH_TYPES, maxBytes: 5 * 1024 * 1024 },
  privacy_policy_file: { field: 'privacy_policy_file', types: PDF_TYPES, maxBytes: 10 * 1024 * 1024 },
} satisfies Record<string, UploadRule>;

export type CheckedFile = { bytes: Uint8Array; type: FileType; filename: string };

/** Size and content checks; SVG and anything unrecognised are refused (they can carry script). */
export async function checkUpload(file: File, rule: UploadRule): Promise<CheckedFile> {
  if (file.size === 0) throw fieldError(rule.field, 'uploads.empty');
  if (file.size > rule.maxBytes) throw fieldError(rule.field, 'uploads.tooLarge', { size: Math.round(rule.maxBytes / 1024) });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectType(bytes);
  if (!type || !rule.types.includes(type.mime)) {
    throw fieldError(rule.field, 'uploads.unsupported', { types: rule.types.map((t) => t.split('/')[1]).join(', ') });
  }
  return { bytes, type, filename: safeFilename(file.name, type.ext) };
}

/** A name safe for Content-Disposition: letters, digits, dot, dash, underscore. */
export function safeFilename(name: string, ext: string): string {
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .replace(/[^a-zA-Z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'file';
  return `${base}.${ext}`;
}
