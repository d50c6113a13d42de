import { readdirSync } from 'node:fs';
import path from 'node:path';

/** One page.tsx of the app: its file, the folders from app/ down to it, and its URL pattern. */
export type AppPage = { file: string; dirs: string[]; pattern: string };

const isGroup = (dir: string) => dir.startsWith('(') && dir.endsWith(')');
// Private folders (_x) and parallel-route slots (@x) add no URL segment of their own (none exist today).
const isHidden = (dir: string) => dir.startsWith('_') || dir.startsWith('@');

/**
 * Every page of the app, found on disk as Next finds it. The pattern is the URL with route groups left
 * out and dynamic segments as the folders spell them: app/(portal)/company/[companyId]/page.tsx →
 * /company/[companyId].
 */
export function appPages(root = path.join(process.cwd(), 'app')): AppPage[] {
  const pages: AppPage[] = [];
  const walk = (dirs: string[]) => {
    for (const entry of readdirSync(path.join(root, ...dirs), { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('_') && entry.name !== 'api') walk([...dirs, entry.name]);
      else if (entry.isFile() && entry.name === 'page.tsx') {
        const segments = dirs.filter((d) => !isGroup(d) && !isHidden(d));
        pages.push({ file: path.join(root, ...dirs, entry.name), dirs, pattern: `/${segments.join('/')}` });
      }
    }
  };
  walk([]);
  return pages.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The names of a pattern's dynamic segments ([id], [...slug] and [[...slug]] alike). */
export const dynamicParams = (pattern: string): string[] => [...pattern.matchAll(/\[+(?:\.\.\.)?([^\]]+)\]+/g)].flatMap((m) => m[1] ?? []);

/** The pattern with each dynamic segment replaced by its value (already a valid path segment or segments). */
export const fillPattern = (pattern: string, values: Record<string, string>): string =>
  pattern.replace(/\[+(?:\.\.\.)?([^\]]+)\]+/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for [${name}] of ${pattern}`);
    return value;
  });
