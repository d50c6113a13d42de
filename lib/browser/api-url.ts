/** SPEC §7 utility: collapses repeated slashes, keeping the one after a scheme (https://). */
export function normalizeUrl(url: string): string {
  const m = /^([a-z][a-z0-9+.-]*:\/\/)?(.*)$/i.exec(url)!;
  return (m[1] ?? '') + (m[2] ?? '').replace(/\/{2,}/g, '/');
}

/** SPEC §7 utility: fills ':param' placeholders of a route template, encoding each value. */
export function fillParams(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing route parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}
