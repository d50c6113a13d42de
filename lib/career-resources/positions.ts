/**
 * A group's order after some of its members were rearranged: the slots the listed ids held in the current
 * order are refilled with them in their new order; everyone else keeps their place. So a filtered or paged
 * view can reorder what it shows without knowing the rest of the group.
 */
export function refill(current: readonly string[], listed: readonly string[]): string[] {
  const chosen = new Set(listed);
  let next = 0;
  // Ids are unique, so there are as many chosen slots as listed ids; `?? id` only satisfies the types.
  return current.map((id) => (chosen.has(id) ? (listed[next++] ?? id) : id));
}
