import { z } from 'zod';
import { requiredText, uuid } from '@/lib/schema-kit/inputs';
import { pageQuery } from '@/lib/schema-kit/paging';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { BLOCK_REASON_MAX } from './types';

/** GET /worker-blocks: every filter optional; a Company Contact's answer is narrowed to her locations whatever she asks. */
export const blocksQuery = pageQuery.omit({ search: true }).extend({
  candidate_id: uuid().optional(),
  company_id: uuid().optional(),
  location_id: uuid().optional(),
});
export type BlocksQuery = z.infer<typeof blocksQuery>;

/**
 * POST /worker-blocks: the worker and exactly one scope, a location (the block holds there only) or a
 * company (every location of it, present and future); the reason is required. `timesheet_id` names the
 * timesheet the block was made from, whose history then records it.
 */
export const createBlockBody = z.object({
  candidate_id: uuid(),
  location_id: uuid().nullish(),
  company_id: uuid().nullish(),
  reason: requiredText(BLOCK_REASON_MAX, 'reason'),
  timesheet_id: uuid().nullish(),
});
export type CreateBlockInput = z.infer<typeof createBlockBody>;

/** GET /worker-blocks/scope: what the caller may do about this worker at this location. */
export const blockScopeQuery = z.object({ candidate_id: uuid(), location_id: uuid() });

/** A block as the API answers it: the agency's trace of who blocked, when and why. */
export const workerBlockRow = z.object({
  _id: z.uuid(),
  candidate_id: z.uuid(),
  candidate_name: z.string(),
  company_id: z.uuid(),
  company_name: z.string(),
  /** null: the whole company ("All locations"). */
  location_id: z.uuid().nullable(),
  location_name: z.string().nullable(),
  reason: z.string().nullable(),
  created_by: z.uuid().nullable(),
  created_by_name: z.string().nullable(),
  /** Whether a client's contact (rather than agency staff) made it. */
  created_by_client: z.boolean(),
  created_at: isoTimestamp,
});

/** The block dialog's facts: the location and its company, what the caller may block, and the blocks in force there. */
export const blockScopeInfo = z.object({
  candidate_id: z.uuid(),
  location_id: z.uuid(),
  location_name: z.string(),
  company_id: z.uuid(),
  company_name: z.string(),
  can_block_location: z.boolean(),
  can_block_company: z.boolean(),
  /** Blocks that keep the worker from this location now (this location's, or the company's). */
  blocks: z.array(workerBlockRow),
});

export type WorkerBlock = z.infer<typeof workerBlockRow>;

export type BlockScopeInfo = z.infer<typeof blockScopeInfo>;
