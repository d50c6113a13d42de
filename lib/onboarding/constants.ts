// Onboarding values the screens need, apart from the zod schemas so zod stays out of the screen's first load.

export const FIELD_TYPES = ['text', 'date', 'checkbox'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const MAX_FIELDS = 30;
export const MAX_ANSWER_LENGTH = 2000;
export const ASSIGNMENT_STATUSES = ['pending', 'completed', 'overdue'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
