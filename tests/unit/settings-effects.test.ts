import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { settingsBody } from '@/lib/contacts/schema';
import { jsonParts, labelBody, maintenanceModeBody } from '@/lib/settings/schema';
import { SETTINGS_EFFECTS } from '../support/settings-effects';

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Every leaf key of a settings schema, dotted. An object without keys of its own (a part later modules own) has none. */
function leafKeys(schema: z.ZodType, prefix: string): string[] {
  const def = defOf(schema);
  if (['optional', 'nullable', 'default', 'catch', 'readonly'].includes(def.type)) return leafKeys(def.innerType!, prefix);
  if (def.type === 'pipe') return leafKeys(def.in!, prefix);
  if (def.type === 'object') return Object.entries(def.shape!).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

const SCHEMA_KEYS = [
  ...Object.entries(jsonParts).flatMap(([part, schema]) => leafKeys(schema as z.ZodType, part)),
  ...leafKeys(maintenanceModeBody, 'maintenance_mode'),
  ...leafKeys(labelBody, 'dashboard_labels'),
  ...leafKeys(settingsBody, 'contact'),
].sort();

describe('no inert setting (every key proven to change behaviour)', () => {
  it('finds the settings keys in the schemas', () => {
    expect(SCHEMA_KEYS).toContain('timesheets.overtime_daily_hours');
    expect(SCHEMA_KEYS).toContain('contact.approveTimesheets');
    expect(SCHEMA_KEYS.length).toBeGreaterThan(40);
  });

  it('registers every key with the test(s) proving its effect, and no key the schemas no longer have', () => {
    const registered = Object.keys(SETTINGS_EFFECTS).sort();
    expect(
      SCHEMA_KEYS.filter((k) => !registered.includes(k)),
      'settings without a proof of their effect (tests/support/settings-effects.ts)',
    ).toEqual([]);
    expect(
      registered.filter((k) => !SCHEMA_KEYS.includes(k)),
      'proofs of settings no schema has',
    ).toEqual([]);
  });

  it('points at tests that exist', () => {
    const missing: string[] = [];
    for (const [key, proofs] of Object.entries(SETTINGS_EFFECTS)) {
      expect(proofs.length, key).toBeGreaterThan(0);
      for (const p of proofs) {
        const file = path.join(process.cwd(), p.file);
        // A title is matched as written, whichever quotes the source uses (\' inside single quotes).
        if (!existsSync(file) || !readFileSync(file, 'utf8').replaceAll("\\'", "'").includes(p.title))
          missing.push(`${key}: "${p.title}" in ${p.file}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
