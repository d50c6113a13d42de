'use client';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** Nothing to show: with filters on, say so and offer to clear them; otherwise explain the empty list. */
export function FilteredEmpty({
  filtered,
  texts,
  onClear,
  action,
}: {
  filtered: boolean;
  onClear: () => void;
  action?: ReactNode;
  texts: { title: string; body: string; filteredTitle: string; filteredBody: string; clear: string };
}) {
  return filtered ? (
    <EmptyState
      title={texts.filteredTitle}
      body={texts.filteredBody}
      action={
        <Button variant="outline" onClick={onClear}>
          {texts.clear}
        </Button>
      }
    />
  ) : (
    <EmptyState title={texts.title} body={texts.body} action={action} />
  );
}
