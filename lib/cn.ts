import { twMerge } from 'tailwind-merge';

/** A class value as clsx takes it: strings, falsy values skipped, arrays flattened, objects keep their truthy keys. */
export type ClassValue = string | number | bigint | boolean | null | undefined | ClassValue[] | Record<string, unknown>;

function collect(value: ClassValue, out: string[]): void {
  if (!value && value !== 0) return;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    out.push(String(value));
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, out);
  } else if (typeof value === 'object') {
    for (const [name, on] of Object.entries(value)) if (on) out.push(name);
  }
}

/**
 * Joins class names like clsx, then lets tailwind-merge resolve conflicts so the later utility wins
 * (`cn('px-2', 'px-4')` is `px-4`): a component's defaults can be overridden by its caller's className.
 */
export function cn(...parts: ClassValue[]): string {
  const out: string[] = [];
  collect(parts, out);
  return twMerge(out.join(' '));
}
