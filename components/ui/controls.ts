/**
 * Classes for compact native inputs and selects (filters, table rows). The shared Input sets h-10 w-full, and
 * cn() does not merge conflicting utilities, so compact controls use these instead of overriding it.
 */
export const control = 'block h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 placeholder:text-slate-600 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600';
