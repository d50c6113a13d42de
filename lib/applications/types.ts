import type { z } from 'zod';
import type { applicationRow, candidateSummary } from './schema';

/** An application as the API returns it, with its candidate, job and status resolved for display. */
export type ApplicationRow = z.infer<typeof applicationRow>;

export type CandidateSummary = z.infer<typeof candidateSummary>;
