import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import journal from '@/lib/db/migrations/meta/_journal.json';

/**
 * drizzle's migrator applies a migration only when its journal `when` is later than the newest one the
 * database has applied; one dated earlier is skipped for good, and /api/ready then reports schema-behind
 * for ever. 0025 and 0026 were dated before 0024: databases migrated
 * between 0024 and 0025 lack them. Every later migration must be dated after every earlier one.
 */
const DATED_OUT_OF_ORDER = new Set(['0025_name_sort_indexes', '0026_user_time_zone']);

describe('the migration journal', () => {
  it('dates every migration after all earlier ones (the two known exceptions aside)', () => {
    const late = journal.entries.filter(
      (e, i) => !DATED_OUT_OF_ORDER.has(e.tag) && journal.entries.slice(0, i).some((earlier) => earlier.when >= e.when),
    );
    expect(late.map((e) => e.tag)).toEqual([]);
  });

  it('names exactly the SQL files in lib/db/migrations, each once', () => {
    const files = readdirSync(path.resolve(import.meta.dirname, '../../lib/db/migrations'))
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.replace(/\.sql$/, ''))
      .sort();
    expect(journal.entries.map((e) => e.tag).sort()).toEqual(files);
    expect(new Set(journal.entries.map((e) => e.when)).size).toBe(journal.entries.length);
  });
});
