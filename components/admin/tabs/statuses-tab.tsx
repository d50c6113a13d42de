'use client';
import { useId } from 'react';
import { StatusOptionsEditor } from '@/components/statuses/status-options-editor';
import type { StatusKind } from '@/lib/statuses/types';

export type StatusesTabProps = { kinds: { kind: StatusKind; title: string }[] };

function KindSection({ kind, title }: { kind: StatusKind; title: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <StatusOptionsEditor kind={kind} />
    </section>
  );
}

/**
 * Configurable statuses of the tab's kinds (SPEC §4): candidates → candidate, companies → location,
 * referrals → referral. The editor saves each change itself, so there is no form-level Save here.
 */
export function StatusesTab({ kinds }: StatusesTabProps) {
  return (
    <div className="space-y-10">
      {kinds.map((k) => (
        <KindSection key={k.kind} kind={k.kind} title={k.title} />
      ))}
    </div>
  );
}
