import type { z } from 'zod';
import type {
  assignmentDetail,
  assignmentRow,
  assignResult,
  candidateDocument,
  candidateOption,
  documentTypeRow,
  itemRow,
  packetDetail,
  packetRow,
} from './schema';

/** Shapes the onboarding API answers with (ids as `_id`, like every API of the portal). */

export type PacketRow = z.infer<typeof packetRow>;

export type ItemRow = z.infer<typeof itemRow>;

export type PacketDetail = z.infer<typeof packetDetail>;

export type DocumentTypeRow = z.infer<typeof documentTypeRow>;

export type AssignmentRow = z.infer<typeof assignmentRow>;

export type CandidateDocument = z.infer<typeof candidateDocument>;

export type AssignmentDetail = z.infer<typeof assignmentDetail>;

export type CandidateOption = z.infer<typeof candidateOption>;

export type AssignResult = z.infer<typeof assignResult>;
