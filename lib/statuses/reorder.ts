/** The list with the item at `from` moved to `to` (clamped to the list); the input is left as it was. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.min(Math.max(to, 0), list.length - 1);
  next.splice(target, 0, ...next.splice(from, 1));
  return next;
}

/** Alt+ArrowUp / Alt+ArrowDown on a row: the step it asks for, or 0 for any other key. */
export function reorderStep(e: { key: string; altKey: boolean }): -1 | 0 | 1 {
  if (!e.altKey) return 0;
  return e.key === 'ArrowUp' ? -1 : e.key === 'ArrowDown' ? 1 : 0;
}
