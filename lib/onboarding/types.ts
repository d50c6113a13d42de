import type { AssignmentStatus } from '@/lib/onboarding/constants';
import type { Answers, FormField } from './schema';

/** Shapes the onboarding API answers with (ids as `_id`, like every API of the portal). */

export type PacketRow = {
  _id: string;
  name: string;
  description: string | null;
  archived_at: string | null;
  created_at: string;
  item_count: number;
  assigned_count: number;
  completed_count: number;
};

export type ItemRow = {
  _id: string;
  kind: 'form' | 'document';
  name: string;
  document_type_id: string | null;
  document_type_name: string | null;
  fields: FormField[];
  position: number;
};

export type PacketDetail = PacketRow & { items: ItemRow[] };

export type DocumentTypeRow = { _id: string; name: string; archived_at: string | null; item_count: number };

export type AssignmentRow = {
  _id: string;
  packet_id: string;
  packet_name: string;
  candidate_id: string;
  candidate_name: string;
  candidate_email: string;
  due_date: string | null;
  completed_at: string | null;
  created_at: string;
  status: AssignmentStatus;
  progress: { done: number; total: number };
};

type ItemProgress = { completed_at: string; answers: Answers | null; attachment_id: string | null };
export type CandidateDocument = { _id: string; filename: string; document_type_id: string | null; created_at: string };

export type AssignmentDetail = AssignmentRow & {
  items: (ItemRow & { progress: ItemProgress | null })[];
  /** The candidate's uploaded documents, any of which may complete a document item. */
  documents: CandidateDocument[];
};

export type CandidateOption = { _id: string; name: string; email: string; /** Already holds the packet asked about. */ assigned: boolean };

export type AssignResult = { assigned: number; skipped: number; assignment_ids: string[] };
