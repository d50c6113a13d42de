import { z } from 'zod';
import { defineContract } from '@/lib/contracts/kit/contract';
import { listOf, one } from '@/lib/schema-kit/responses';
import { ADMINS, EVERYONE } from '@/lib/auth/roles';
import {
  dashboardLabel,
  dashboardLabelItem,
  labelBody,
  labelsBody,
  layout,
  layoutBody,
  tableConfig,
  tableConfigBody,
} from '@/lib/settings/schema';

const everyone = { allow: EVERYONE } as const;

/** The tenant's names for shifts, placements and orders on the dashboard (SPEC §1). */
export const dashboardLabelsContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/dashboard-labels',
    summary: "The tenant's dashboard labels (shift, placement, order) with plural and singular, in the caller's language unless renamed",
    access: everyone,
    response: listOf(dashboardLabelItem),
  }),
  saveAll: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/dashboard-labels',
    summary: "Rename dashboard labels; a form left empty becomes the label itself (no language's plural rules are guessed)",
    access: { allow: ADMINS },
    body: labelsBody,
    response: one(z.record(z.string(), dashboardLabel)),
  }),
  get: defineContract({
    service: 'main',
    method: 'GET',
    path: '/dashboard-labels/{id}',
    summary: 'One dashboard label (id: shift, placement or order)',
    access: everyone,
    response: one(dashboardLabelItem),
  }),
  save: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/dashboard-labels/{id}',
    summary: 'Rename one dashboard label',
    access: { allow: ADMINS },
    body: labelBody,
    response: one(dashboardLabelItem),
  }),
  reset: defineContract({
    service: 'main',
    method: 'DELETE',
    path: '/dashboard-labels/{id}',
    summary: "Forget a renamed label: every language shows its catalogue's word again",
    access: { allow: ADMINS },
    response: one(dashboardLabelItem),
  }),
};

/** The signed-in user's own page layout. */
export const layoutsContracts = {
  get: defineContract({
    service: 'main',
    method: 'GET',
    path: '/layouts/{id}',
    summary: "The user's page layout (id: me or the user's own id)",
    access: everyone,
    response: one(layout),
  }),
  save: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/layouts/{id}',
    summary: "Change the user's page layout (id: me or the user's own id)",
    access: everyone,
    body: layoutBody,
    response: one(layout),
  }),
};

/** The signed-in user's saved columns and filters per table. */
export const tableConfigsContracts = {
  get: defineContract({
    service: 'main',
    method: 'GET',
    path: '/table-configs/{table}',
    summary: "The user's saved columns and filters for one table, or null when never saved",
    access: everyone,
    response: one(tableConfig.nullable()),
  }),
  save: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/table-configs/{table}',
    summary: "Save the user's columns and filters for one table",
    access: everyone,
    body: tableConfigBody,
    response: one(tableConfig),
  }),
};
