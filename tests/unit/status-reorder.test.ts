import { describe, expect, it } from 'vitest';
import { moveItem, reorderStep } from '@/lib/statuses/reorder';
import { createStatusBody, kindParam, reorderBody, updateStatusBody } from '@/lib/statuses/schema';

describe('moveItem', () => {
  const list = ['a', 'b', 'c', 'd'] as const;
  it('moves up, down and to the ends without touching the input', () => {
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
  it('clamps the target and ignores a source outside the list', () => {
    expect(moveItem(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(list, 1, -5)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 7, 0)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('reorderStep', () => {
  it('maps Alt+ArrowUp/Down and nothing else', () => {
    expect(reorderStep({ key: 'ArrowUp', altKey: true })).toBe(-1);
    expect(reorderStep({ key: 'ArrowDown', altKey: true })).toBe(1);
    expect(reorderStep({ key: 'ArrowDown', altKey: false })).toBe(0);
    expect(reorderStep({ key: 'Enter', altKey: true })).toBe(0);
  });
});

describe('status schemas', () => {
  it('knows the five kinds and nothing else', () => {
    for (const kind of ['candidate', 'application', 'application_source', 'location', 'referral'])
      expect(kindParam.safeParse(kind).success).toBe(true);
    expect(kindParam.safeParse('shoes').success).toBe(false);
  });
  it('trims names, lower-cases colours and refuses bad ones', () => {
    expect(createStatusBody.parse({ name: '  Interview ', color: '#A1B2C3' })).toEqual({ name: 'Interview', color: '#a1b2c3' });
    expect(createStatusBody.safeParse({ name: ' ' }).success).toBe(false);
    expect(createStatusBody.safeParse({ name: 'x'.repeat(61) }).success).toBe(false);
    expect(createStatusBody.safeParse({ name: 'Ok', color: 'blue' }).success).toBe(false);
    expect(updateStatusBody.safeParse({}).success).toBe(false);
    expect(updateStatusBody.parse({ color: null })).toEqual({ color: null });
    expect(reorderBody.safeParse({ ids: [] }).success).toBe(false);
  });
});
