import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_TABS, openingTab, type OrderTab } from '@/lib/orders/constants';

const countsOf = (values: number[]) => Object.fromEntries(ORDER_TABS.map((tab, i) => [tab, values[i] ?? 0])) as Record<OrderTab, number>;

describe('the tab /orders opens on', () => {
  it('is Open while it has orders', () => {
    expect(openingTab(countsOf([1, 2, 0, 0, 3]))).toBe('open');
  });

  it('is the first tab with orders when Open is empty (two partly filled orders open on their tab)', () => {
    expect(openingTab(countsOf([0, 2, 0, 0, 2]))).toBe('partially_filled');
    expect(openingTab(countsOf([0, 0, 0, 4, 4]))).toBe('cancelled');
  });

  it('is Open when there are no orders at all', () => {
    expect(openingTab(countsOf([0, 0, 0, 0, 0]))).toBe('open');
  });

  it('never opens on an empty tab while some status tab has orders', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5), { minLength: 4, maxLength: 4 }), (statusCounts) => {
        const counts = countsOf([...statusCounts, statusCounts.reduce((a, b) => a + b, 0)]);
        const tab = openingTab(counts);
        expect(tab).not.toBe('all');
        if (counts.all > 0) expect(counts[tab]).toBeGreaterThan(0);
      }),
    );
  });
});
