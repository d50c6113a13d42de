import { z } from 'zod';

export const hexColor = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #6691e7');

/** A site allowed to embed the placement form: an https origin, nothing after the host and port. */
export const iframeOrigin = z.string().trim().toLowerCase()
  .regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/, 'each site must be an https origin like https://www.example.com');

// Parts that later modules own are open objects here, but each known switch is typed.
const open = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape);

export const primaryPart = open({
  primary_color: hexColor.optional(),
  secondary_color: hexColor.optional(),
  shift: open({ enabled: z.boolean() }).optional(),
  find_candidates: open({}).optional(),
  mobile_app: open({}).optional(),
  remove_logo: z.boolean().optional(),
  remove_favicon: z.boolean().optional(),
});

/** Multipart JSON parts of SPEC §7 and the settings key each one updates. */
export const jsonParts = {
  primary: primaryPart,
  rate_shift: open({ enabled: z.boolean().optional() }),
  timesheets: open({}),
  placements: open({ iframe_origins: z.array(iframeOrigin).max(20, 'list at most 20 sites').optional() }),
  orders: open({ show_orders_to_client: z.boolean().optional() }),
  whos_working: open({}),
  integrations: open({}),
  clientContactsPortal: open({ enabled: z.boolean().optional() }),
} as const;

export type JsonPartName = keyof typeof jsonParts;

export const maintenanceModeBody = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  message: z.string().trim().max(500, 'message must be at most 500 characters').nullable().optional(),
});

export const LABEL_KEYS = ['shift', 'placement', 'order'] as const;
export type LabelKey = (typeof LABEL_KEYS)[number];
export const labelKey = z.enum(LABEL_KEYS, { error: 'label must be one of shift, placement, order' });

export const labelBody = z.object({
  label: z.string().trim().min(1, 'label is required').max(40, 'label must be at most 40 characters'),
  plural: z.string().trim().min(1).max(40).optional(),
  singular: z.string().trim().min(1).max(40).optional(),
});
export const labelsBody = z.object({ labels: z.array(labelBody.extend({ key: labelKey })).min(1, 'labels must not be empty') });

export const layoutBody = z.object({
  layout_type: z.enum(['horizontal', 'vertical']).optional(),
  layout_width: z.enum(['fluid', 'boxed']).optional(),
  topbar_theme: z.enum(['light', 'dark']).optional(),
}).refine((v) => Object.keys(v).length > 0, 'give at least one of layout_type, layout_width, topbar_theme');
