import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const TYPE_ONLY = /^\s*import\s+type\s/;
const CLIENT_INTL = /from\s+['"]next-intl['"]/;
const NAMESPACE = /useTranslations\(\s*['"`]([A-Za-z]+)/g;

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

function importsOf(file: string, source: string): string[] {
  const out: string[] = [];
  for (const line of source.split('\n')) {
    if (TYPE_ONLY.test(line)) continue;
    for (const m of line.matchAll(IMPORT)) {
      const specifier = m[1] ?? m[2];
      const target = specifier === undefined ? null : resolve(file, specifier);
      if (target) out.push(target);
    }
  }
  return out;
}

const isClient = (source: string) => /^\s*['"]use client['"]/.test(source);

/**
 * The top-level message namespaces the client components reachable from `entry` read with useTranslations
 * (the ones a NextIntlClientProvider around them must hold). Server components on the way are followed but
 * not counted: they read the request's full catalogue with getTranslations. A namespace a client component
 * names at run time (useTranslations(ns)) is reported under `dynamic` with the file, for a human to check.
 */
export function clientNamespaces(entry: string): { namespaces: Set<string>; dynamic: string[]; usesIntl: boolean } {
  const namespaces = new Set<string>();
  const dynamic: string[] = [];
  let usesIntl = false;
  const seen = new Map<string, boolean>();
  const visit = (file: string, client: boolean) => {
    if (seen.get(file) === true || (seen.has(file) && !client)) return;
    seen.set(file, client);
    const source = readFileSync(file, 'utf8');
    const inClient = client || isClient(source);
    if (inClient) {
      for (const [, namespace] of source.matchAll(NAMESPACE)) if (namespace !== undefined) namespaces.add(namespace);
      // Any next-intl hook (useLocale, useFormatter…) needs a provider, with or without messages.
      if (CLIENT_INTL.test(source)) usesIntl = true;
      if (/useTranslations\(\s*[A-Za-z_]/.test(source) || /useTranslations\(\s*`\$/.test(source)) dynamic.push(path.relative(ROOT, file));
    }
    for (const target of importsOf(file, source)) visit(target, inClient);
  };
  visit(path.resolve(ROOT, entry), false);
  return { namespaces, dynamic, usesIntl };
}
