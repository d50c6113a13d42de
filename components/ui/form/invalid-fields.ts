/** The fields a zod check refused (first issue path segment each), for marking inputs invalid. */
export function invalidFields(issues: readonly { path: readonly PropertyKey[] }[]): Set<string> {
  return new Set(issues.map((i) => String(i.path[0] ?? '_')));
}
