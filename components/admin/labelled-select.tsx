'use client';
import { Field } from '@/components/ui/input';
import { Select, type SelectProps } from '@/components/ui/select';

/**
 * The kit Select under its own label (a filter, a setting beside its button, a field of a hand-made form):
 * Field wires the label, the error and the description; `width` sizes a compact one.
 */
export function LabelledSelect<V extends string>({
  label,
  error,
  width,
  ...select
}: Omit<SelectProps<V>, 'id' | 'aria-invalid' | 'aria-describedby' | 'aria-label' | 'className' | 'size'> & {
  label: string;
  error?: string | null;
  /** A compact select of this width (w-56); a full-width form control without it. */
  width?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(p) => <Select {...p} {...select} size={width ? 'sm' : 'md'} className={width} />}
    </Field>
  );
}
