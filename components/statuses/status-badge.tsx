import { Badge } from '@/components/ui/badge';

/** A configurable status as a pill with its colour dot; `fallback` when the row has none. */
export function OptionBadge({ name, color, fallback }: { name: string | null; color: string | null; fallback: string }) {
  return <Badge color={name ? color : null}>{name ?? fallback}</Badge>;
}
