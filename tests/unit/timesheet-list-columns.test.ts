import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_COLUMNS, FIXED_LIST_COLUMNS, TIMESHEET_LIST_COLUMNS, visibleListColumns } from '@/lib/timesheets/list-columns';

// A saved choice: known column keys, unknown ones (a column since removed, a crafted PUT) and repeats, any order.
const savedChoice = fc.array(fc.oneof(fc.constantFrom(...TIMESHEET_LIST_COLUMNS), fc.stringMatching(/^[a-z0-9_]{1,12}$/)), {
  maxLength: 30,
});

describe('the timesheet list columns', () => {
  it('are listed once each, and the fixed and default ones are among them', () => {
    expect(new Set(TIMESHEET_LIST_COLUMNS).size).toBe(TIMESHEET_LIST_COLUMNS.length);
    for (const k of [...FIXED_LIST_COLUMNS, ...DEFAULT_LIST_COLUMNS]) expect(TIMESHEET_LIST_COLUMNS).toContain(k);
  });

  it('a saved choice shows its known columns and the fixed ones, in table order, nothing else', () => {
    fc.assert(
      fc.property(savedChoice, (saved) => {
        const shown = visibleListColumns(saved);
        const wanted = saved.length ? saved : DEFAULT_LIST_COLUMNS;
        expect(shown).toEqual(TIMESHEET_LIST_COLUMNS.filter((k) => wanted.includes(k) || FIXED_LIST_COLUMNS.includes(k)));
        expect(visibleListColumns(shown)).toEqual(shown); // saving what is shown changes nothing
      }),
    );
  });

  it('nothing saved shows the defaults', () => {
    expect(visibleListColumns(null)).toEqual(TIMESHEET_LIST_COLUMNS.filter((k) => DEFAULT_LIST_COLUMNS.includes(k)));
    expect(visibleListColumns([])).toEqual(visibleListColumns(undefined));
  });
});
