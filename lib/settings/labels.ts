import pluralize from 'pluralize';
import type { z } from 'zod';
import type { dashboardLabel, LabelKey } from './schema';

export type DashboardLabel = z.infer<typeof dashboardLabel>;
export type DashboardLabels = Record<LabelKey, DashboardLabel>;

export const DEFAULT_LABELS: DashboardLabels = {
  shift: { label: 'Shift', plural: 'Shifts', singular: 'Shift' },
  placement: { label: 'Placement', plural: 'Placements', singular: 'Placement' },
  order: { label: 'Order', plural: 'Orders', singular: 'Order' },
};

/** A renamed label with its plural and singular worked out (SPEC §1), unless given explicitly. */
export function makeLabel(label: string, explicit: { plural?: string; singular?: string } = {}): DashboardLabel {
  const trimmed = label.trim();
  return {
    label: trimmed,
    plural: explicit.plural?.trim() || pluralize.plural(trimmed),
    singular: explicit.singular?.trim() || pluralize.singular(trimmed),
  };
}
