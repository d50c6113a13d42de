import { cn } from '@/lib/cn';

/** SPEC §9: spinner position top (a thin bar across the top) or center; default top. */
export function Spinner({ position = 'top', label }: { position?: 'top' | 'center'; label: string }) {
  if (position === 'top') {
    return (
      <div role="progressbar" aria-label={label} aria-busy="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-2">
        <div className="h-full w-1/3 bg-brand" style={{ animation: 'portal-progress 1.2s ease-in-out infinite' }} />
      </div>
    );
  }
  return (
    <div role="status" aria-label={label} className="flex min-h-[40vh] items-center justify-center">
      <span className={cn('h-10 w-10 animate-spin rounded-full border-4 border-brand-2 border-t-brand')} />
    </div>
  );
}
