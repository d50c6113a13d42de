'use client';
import { get, useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';

/**
 * A checkbox registered in the enclosing kit form under `name`. react-hook-form ticks it only once the page
 * runs, so its saved state is also rendered as defaultChecked: the server's HTML shows it as it is.
 */
export function useCheckboxField(name: string) {
  const { register, formState } = useFormContext();
  return { ...register(name), defaultChecked: get(formState.defaultValues, name) === true };
}

/** A labelled checkbox of a kit form (a setting, a field's "required"). */
export function FormCheckbox({
  name,
  label,
  className,
  describedBy,
}: {
  name: string;
  label: string;
  className?: string;
  describedBy?: string;
}) {
  return <Checkbox label={label} className={className} aria-describedby={describedBy} {...useCheckboxField(name)} />;
}
