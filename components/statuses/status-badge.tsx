'use client';
import { Badge } from '@/components/ui/badge';
import { useStatusName } from './use-status-name';

/** A configurable status as a pill with its colour dot; `fallback` when the row has none. */
export function OptionBadge({ name, color, fallback }: { name: string | null; color: string | null; fallback: string }) {
  const statusName = useStatusName();
  return <Badge color={name ? color : null}>{name ? statusName(name) : fallback}</Badge>;
}
