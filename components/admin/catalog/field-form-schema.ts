import { z } from 'zod';
import { fieldBody, fieldUpdate, optionsProblem } from '@/lib/catalog/custom-field-schema';
import { FIELD_TYPES, type CustomFieldDef, type CustomFieldEntity } from '@/lib/catalog/types';

/** What the dialog's inputs hold; the options are typed one per line. */
const fieldTexts = z.object({ label: z.string(), key: z.string(), type: z.enum(FIELD_TYPES), options: z.string(), required: z.boolean() });
export type FieldTexts = z.infer<typeof fieldTexts>;
export type FieldTextName = keyof FieldTexts;

/** One option per line; blank lines are dropped. Options belong to a choice list only. */
const optionsOf = (d: FieldTexts) =>
  d.type === 'select'
    ? d.options
        .split('\n')
        .map((o) => o.trim())
        .filter(Boolean)
    : [];

/**
 * The dialog's schemas: its texts turned into the API body, then checked by the very schema POST (a new field)
 * or PATCH (an edit: the key is fixed, and the options are checked against the type here, as the service does
 * against the stored one) parses, so a refusal names the same fields the server would.
 */
export const newFieldSchema = (entity: CustomFieldEntity) =>
  fieldTexts
    .transform((d): z.input<typeof fieldBody> => ({
      entity,
      label: d.label,
      key: d.key.trim() || undefined,
      type: d.type,
      options: optionsOf(d),
      required: d.required,
    }))
    .pipe(fieldBody);

export const fieldChangeSchema = fieldTexts
  .transform((d): z.input<typeof fieldUpdate> => ({ label: d.label, type: d.type, options: optionsOf(d), required: d.required }))
  .pipe(
    fieldUpdate.superRefine((b, ctx) => {
      const problem = optionsProblem(b.type ?? 'text', b.options ?? []);
      if (problem) ctx.addIssue({ code: 'custom', path: ['options'], message: problem });
    }),
  );

export const textsOf = (field: CustomFieldDef | null): FieldTexts => ({
  label: field?.label ?? '',
  key: '',
  type: field?.type ?? 'text',
  options: (field?.options ?? []).join('\n'),
  required: field?.required ?? false,
});
