import { useId, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A native checkbox with its label: keyboard and screen readers work without extra wiring. */
export function Checkbox({ label, className, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string }) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <input id={id} type="checkbox" className="h-4 w-4 rounded border-slate-400 text-brand focus:ring-2 focus:ring-brand/30" {...rest} />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
