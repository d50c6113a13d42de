/** Export file names and the header that delivers them (SPEC §9: `{company}-timesheets-{timestamp}`). */

const MAX_SLUG = 60;

/** Lower-case ASCII letters, digits and single dashes; `fallback` when nothing of that is left. */
function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // drop accents so "Café" reads "cafe", not "caf-"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  // A name made only of other scripts would leave nothing; a file still needs a name.
  return slug || fallback;
}

/** The company part of the name. */
export const companySlug = (company: string): string => slugify(company, 'company');

/** `yyyyMMdd-HHmmss` in UTC, so the name does not depend on the server's time zone. */
function exportTimestamp(now: Date): string {
  const iso = now.toISOString(); // always UTC: 2026-11-21T09:05:03.000Z
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

export function exportFilename(company: string, ext: 'csv' | 'pdf', now: Date = new Date()): string {
  return `${companySlug(company)}-timesheets-${exportTimestamp(now)}.${ext}`;
}

/** A saved report's file: `{company}-{report-name-slug}-{timestamp}.csv`, the report's name in place of "timesheets". */
export function reportFilename(company: string, reportName: string, now: Date = new Date()): string {
  return `${companySlug(company)}-${slugify(reportName, 'report')}-${exportTimestamp(now)}.csv`;
}

/** RFC 5987 value: encodeURIComponent leaves ' ( ) * alone, which the ext-value grammar forbids. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="..."`. Names from exportFilename are plain ASCII already; anything else is
 * made safe for the quoted form (no quotes, backslashes or control characters, which could end the
 * parameter or split the header) and the exact name is added as RFC 6266 `filename*`.
 */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const header = `attachment; filename="${ascii}"`;
  return ascii === filename ? header : `${header}; filename*=UTF-8''${encodeExtValue(filename)}`;
}
