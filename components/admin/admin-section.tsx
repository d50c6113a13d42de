'use client';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A titled block of an admin settings tab: heading, one line of help and the block's main action (`add`: its
 * "Add …" button), then its content. `id` fixes the heading's id where a link or a test points at it;
 * otherwise one is made.
 */
export function AdminSection({
  id,
  title,
  intro,
  add,
  className = 'space-y-3',
  children,
}: {
  id?: string;
  title: string;
  intro: string;
  add?: { label: string; onClick: () => void };
  className?: string;
  children: ReactNode;
}) {
  const generated = useId();
  const headingId = id ?? generated;
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{intro}</p>
        </div>
        {add ? (
          <Button size="sm" onClick={add.onClick}>
            <span aria-hidden>+</span>
            {add.label}
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}
