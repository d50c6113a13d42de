import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  neutral: 'bg-slate-100 text-slate-800',
  info: 'bg-sky-100 text-sky-900',
  success: 'bg-emerald-100 text-emerald-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
} as const;
export type BadgeTone = keyof typeof TONES;

/**
 * A status pill. `color` (a configurable status's hex colour) draws a dot beside the text rather than
 * tinting the background, so any colour a tenant picks keeps the text readable.
 */
export function Badge({
  tone = 'neutral',
  color,
  children,
  className,
}: {
  tone?: BadgeTone;
  color?: string | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium', TONES[tone], className)}>
      {color ? <span aria-hidden className="h-2 w-2 rounded-full" style={{ backgroundColor: color }} /> : null}
      {children}
    </span>
  );
}
