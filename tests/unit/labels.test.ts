import { describe, expect, it } from 'vitest';
import { DEFAULT_LABELS, makeLabel } from '@/lib/settings/labels';

describe('DEFAULT_LABELS', () => {
  it('are Shift(s), Placement(s) and Order(s)', () => {
    expect(DEFAULT_LABELS).toEqual({
      shift: { label: 'Shift', plural: 'Shifts', singular: 'Shift' },
      placement: { label: 'Placement', plural: 'Placements', singular: 'Placement' },
      order: { label: 'Order', plural: 'Orders', singular: 'Order' },
    });
  });
});

describe('makeLabel', () => {
  it('pluralises a singular label', () => {
    expect(makeLabel('Gig')).toEqual({ label: 'Gig', plural: 'Gigs', singular: 'Gig' });
  });

  it('singularises a plural label', () => {
    expect(makeLabel('Assignments')).toEqual({ label: 'Assignments', plural: 'Assignments', singular: 'Assignment' });
  });

  it('pluralises the last word of a phrase', () => {
    expect(makeLabel('Work Order')).toEqual({ label: 'Work Order', plural: 'Work Orders', singular: 'Work Order' });
  });

  it('handles irregular plurals', () => {
    expect(makeLabel('Person')).toEqual({ label: 'Person', plural: 'People', singular: 'Person' });
    expect(makeLabel('People').singular).toBe('Person');
  });

  it('trims the label', () => {
    expect(makeLabel('  Gig  ')).toEqual({ label: 'Gig', plural: 'Gigs', singular: 'Gig' });
  });

  it('respects explicit plural and singular overrides', () => {
    expect(makeLabel('Staff', { plural: 'Staff Members', singular: 'Staff Member' })).toEqual({
      label: 'Staff',
      plural: 'Staff Members',
      singular: 'Staff Member',
    });
    expect(makeLabel('Gig', { plural: 'Gigz' })).toEqual({ label: 'Gig', plural: 'Gigz', singular: 'Gig' });
  });

  it('trims overrides and ignores blank ones', () => {
    expect(makeLabel('Gig', { plural: '  Gigz ', singular: '   ' })).toEqual({ label: 'Gig', plural: 'Gigz', singular: 'Gig' });
  });
});
