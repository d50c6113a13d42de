// Type-only: the tab loads the schema lazily so zod stays out of the first bundle.
import type { iframeOrigin, jsonParts } from '@/lib/settings/schema';

export type OriginRules = { iframeOrigin: typeof iframeOrigin; jsonParts: Pick<typeof jsonParts, 'placements'> };
export type OriginCheck = { origins: string[]; invalid: string[]; max: number | null };

/** One origin per line: blank lines dropped, each normalised by the server's rule, repeats removed. */
export function checkOrigins(text: string, rules: OriginRules): OriginCheck {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const line of lines) {
    const r = rules.iframeOrigin.safeParse(line);
    if (!r.success) invalid.push(line);
    else if (!origins.includes(r.data)) origins.push(r.data);
  }
  // The list limit is read from the server's own schema, so the two can never disagree.
  const whole = rules.jsonParts.placements.safeParse({ iframe_origins: origins });
  const tooBig = whole.success ? undefined : whole.error.issues.find((i) => i.code === 'too_big');
  return { origins, invalid, max: tooBig && tooBig.code === 'too_big' ? Number(tooBig.maximum) : null };
}
