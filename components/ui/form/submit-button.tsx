'use client';
import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '@/components/ui/button';

/** The submit button of a kit form: busy (and not clickable twice) while the submit handler runs. */
export function SubmitButton({ loading, ...rest }: Omit<ButtonProps, 'type'>) {
  const { isSubmitting } = useFormState();
  return <Button type="submit" loading={loading || isSubmitting} {...rest} />;
}
