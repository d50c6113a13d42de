import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const VARIANTS = {
  // Hover adds a ring, never fades the fill: a faded fill lowers the text's contrast below WCAG AA.
  primary: 'bg-brand text-on-brand hover:shadow-md hover:ring-2 hover:ring-brand/30',
  secondary: 'bg-brand-2 text-on-brand-2 hover:shadow-md hover:ring-2 hover:ring-brand-2/30',
  outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  danger: 'bg-red-600 text-white hover:bg-red-700',
} as const;

const SIZES = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4 text-sm', lg: 'h-11 px-5 text-base' } as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (a link, say) with button styling. */
  asChild?: boolean;
  loading?: boolean;
};

export function Button({ variant = 'primary', size = 'md', asChild, loading, className, disabled, children, ...rest }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md font-medium transition disabled:cursor-not-allowed disabled:opacity-60',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      disabled={asChild ? undefined : disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {children}
    </Comp>
  );
}
