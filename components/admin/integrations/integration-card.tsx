import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** The frame of one integration: name, what it does, its status badge, then its forms. */
export function IntegrationCard({
  id,
  title,
  body,
  status,
  children,
}: {
  id: string;
  title: string;
  body: string;
  status: { tone: BadgeTone; label: string }[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-5 rounded-lg border border-slate-200 bg-white p-5">
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={id} className="text-base font-semibold text-slate-900">
            {title}
          </h3>
          {status.map((s) => (
            <Badge key={s.label} tone={s.tone}>
              {s.label}
            </Badge>
          ))}
        </div>
        <p className="text-sm text-slate-700">{body}</p>
      </header>
      {children}
    </section>
  );
}
