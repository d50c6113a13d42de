import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * The end of a form, in a dialog or on a page: Cancel, which never submits, then the submit button with
 * its busy state. Its own file, so a page form does not pull the dialog primitives into its bundle.
 */
export function FormActions({
  onCancel,
  cancelLabel,
  submitLabel,
  busy,
  disabled,
  className,
}: {
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  busy?: boolean;
  /** Submit stays off until the form can be sent (e.g. every item ticked). */
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
