/**
 * Classes for compact native inputs and selects (filters, table rows). The shared Input sets h-10 w-full, and
 * cn() does not merge conflicting utilities, so compact controls use these instead of overriding it.
 */
export const control =
  'block h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 placeholder:text-slate-600 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600';

/** Classes of a full-width native select in a form (the one copy: forms used to repeat this string). */
export const selectClass =
  'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600 disabled:opacity-60';
