import { z } from 'zod';
import { pageQuery } from '@/lib/schema-kit/paging';
import { boundedRecord, day as dayInput } from '@/lib/schema-kit/inputs';
import { isoDay, isoTimestamp } from '@/lib/schema-kit/responses';
import { FIELD_TYPES, MAX_FIELDS, MAX_ANSWER_LENGTH, ASSIGNMENT_STATUSES } from './constants';

/** Zod inputs of the onboarding API, shared by the screens' forms and the route handlers. */

const text = (what: string, max = 120) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);
const id = (what: string) => z.uuid({ error: `${what} must be an id` });
const day = dayInput('must be a date (yyyy-MM-dd)');
/** Lists hide archived rows unless asked. */
const archivedFilter = z.enum(['active', 'archived', 'all'], { error: 'archived must be active, archived or all' }).default('active');

export const packetBody = z.object({
  name: text('name'),
  description: z.string().trim().max(2000, 'description must be at most 2000 characters').nullish(),
});
export const packetUpdate = packetBody
  .partial()
  .extend({ archived: z.boolean({ error: 'archived must be true or false' }).optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField');
export const packetsQuery = pageQuery.extend({ archived: archivedFilter });

export const FIELD_KEY = /^[a-z][a-z0-9_]{0,39}$/;
const formField = z.object({
  key: z.string().trim().max(40, 'validation.formKey').regex(FIELD_KEY, 'validation.formKey'),
  label: text('label'),
  type: z.enum(FIELD_TYPES, { error: 'type must be text, date or checkbox' }),
  required: z.boolean().default(false),
});
export type FormField = z.infer<typeof formField>;

const fields = z
  .array(formField, { error: 'fields must be a list' })
  .min(1, 'validation.formNeedsField')
  .max(MAX_FIELDS, `a form may have at most ${MAX_FIELDS} fields`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((f, i) => {
      if (seen.has(f.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: 'validation.keyTwice', params: { key: f.key } });
      seen.add(f.key);
    });
  });

export const itemBody = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('form'), name: text('name'), fields }),
    z.object({ kind: z.literal('document'), name: text('name'), document_type_id: id('document_type_id') }),
  ],
  { error: 'validation.itemKind' },
);
export type ItemInput = z.infer<typeof itemBody>;

export const reorderBody = z.object({
  item_ids: z.array(id('item_ids'), { error: 'item_ids must be a list' }).min(1, 'item_ids must not be empty').max(500),
});

export const documentTypeBody = z.object({ name: text('name') });
export const documentTypeUpdate = documentTypeBody
  .partial()
  .extend({ archived: z.boolean({ error: 'archived must be true or false' }).optional() })
  .refine((b) => b.name !== undefined || b.archived !== undefined, 'validation.atLeastOneField');
export const documentTypesQuery = z.object({ archived: archivedFilter });

export const assignBody = z.object({
  candidate_ids: z
    .array(id('candidate_ids'), { error: 'candidate_ids must be a list' })
    .min(1, 'choose at least one candidate')
    .max(500, 'at most 500 candidates at once'),
  due_date: day.nullish(),
});

export const assignmentsQuery = pageQuery.extend({
  packet_id: id('packet_id').optional(),
  candidate_id: id('candidate_id').optional(),
  status: z.enum(['all', ...ASSIGNMENT_STATUSES], { error: 'status must be all, pending, completed or overdue' }).default('all'),
});

const answerValue = z.union([z.string().max(MAX_ANSWER_LENGTH, `answers must be at most ${MAX_ANSWER_LENGTH} characters`), z.boolean()], {
  error: 'each answer must be text or true/false',
});
export type Answers = Record<string, string | boolean>;

/** One way to complete an item: a form's answers, a candidate document, or the recruiter's tick. */
export const progressBody = z
  .object({
    answers: boundedRecord(z.string().max(40, 'answers must be keyed by field keys'), answerValue, MAX_FIELDS, 'answers').optional(),
    attachment_id: id('attachment_id').optional(),
    completed: z.literal(true, { error: 'completed must be true' }).optional(),
  })
  .refine((b) => [b.answers, b.attachment_id, b.completed].filter((v) => v !== undefined).length === 1, 'validation.oneProgressWay');

export const candidatesQuery = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  limit: z.coerce.number().int().min(1).max(50, 'limit must be at most 50').default(20),
  /** Marks the candidates who already hold this packet, so the assign dialog can say so. */
  packet_id: id('packet_id').optional(),
});

export const packetRow = z.object({
  _id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  archived_at: isoTimestamp.nullable(),
  created_at: isoTimestamp,
  item_count: z.number().int(),
  assigned_count: z.number().int(),
  completed_count: z.number().int(),
});

/** A step of a packet: a form to fill in, or a document of a type to provide. */
export const itemRow = z.object({
  _id: z.uuid(),
  kind: z.enum(['form', 'document']),
  name: z.string(),
  document_type_id: z.uuid().nullable(),
  document_type_name: z.string().nullable(),
  fields: z.array(formField),
  position: z.number().int(),
});
export const packetDetail = packetRow.extend({ items: z.array(itemRow) });

export const documentTypeRow = z.object({
  _id: z.uuid(),
  name: z.string(),
  archived_at: isoTimestamp.nullable(),
  item_count: z.number().int(),
});

export const assignmentRow = z.object({
  _id: z.uuid(),
  packet_id: z.uuid(),
  packet_name: z.string(),
  candidate_id: z.uuid(),
  candidate_name: z.string(),
  candidate_email: z.string(),
  due_date: isoDay.nullable(),
  completed_at: isoTimestamp.nullable(),
  created_at: isoTimestamp,
  status: z.enum(ASSIGNMENT_STATUSES),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
});

const itemProgress = z.object({
  completed_at: isoTimestamp,
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])).nullable(),
  attachment_id: z.uuid().nullable(),
});
const candidateDocument = z.object({
  _id: z.uuid(),
  filename: z.string(),
  document_type_id: z.uuid().nullable(),
  created_at: isoTimestamp,
});
export const assignmentDetail = assignmentRow.extend({
  items: z.array(itemRow.extend({ progress: itemProgress.nullable() })),
  documents: z
    .array(candidateDocument)
    .meta({ description: "The candidate's uploaded documents, any of which may complete a document item" }),
});

export const candidateOption = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  assigned: z.boolean().meta({ description: 'Already holds the packet asked about' }),
});
export const assignResult = z.object({ assigned: z.number().int(), skipped: z.number().int(), assignment_ids: z.array(z.uuid()) });

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
