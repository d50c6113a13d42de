import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/cn';

describe('cn', () => {
  it('skips falsy parts and flattens arrays and objects like clsx', () => {
    expect(cn('a', false, null, undefined, '', ['b', ['c']], { d: true, e: false })).toBe('a b c d');
  });

  it('lets the later Tailwind utility win a conflict', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
    expect(cn('rounded-md border bg-white', 'border-red-600', 'bg-brand')).toBe('rounded-md border border-red-600 bg-brand');
  });

  it('keeps utilities of different groups that share a prefix', () => {
    expect(cn('text-sm text-slate-700', 'text-on-brand')).toBe('text-sm text-on-brand');
  });
});
