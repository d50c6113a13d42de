import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from '@/lib/i18n/namespaces';
import { clientNamespaces } from '@/tests/support/client-namespaces';

const APP = path.join(process.cwd(), 'app');
const ROUTE_FILES = new Set(['page.tsx', 'layout.tsx', 'loading.tsx', 'error.tsx', 'not-found.tsx']);
const DECLARED = /<ClientMessages namespaces=\{(SHELL_NAMESPACES|\[[^\]]*\])\}/g;

function routeFiles(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'api' ? [] : routeFiles(full);
    return ROUTE_FILES.has(e.name) ? [full] : [];
  });
}

/** The namespaces a layout hands its subtree with <ClientMessages>, or null when it gives none. */
function declaredBy(layout: string): string[] | null {
  let source: string;
  try {
    source = readFileSync(layout, 'utf8');
  } catch {
    return null;
  }
  const lists = [...source.matchAll(DECLARED)].map((m) =>
    m[1] === 'SHELL_NAMESPACES' ? [...SHELL_NAMESPACES] : [...m[1]!.matchAll(/'([^']+)'/g)].map((x) => x[1]!),
  );
  return lists.length ? lists.flat() : null;
}

/** The innermost <ClientMessages> around a route file: its own (a not-found page has no layout), else its layouts'. */
function providerOf(file: string): string | null {
  if (declaredBy(file) !== null) return file;
  let dir = path.dirname(file);
  if (path.basename(file) === 'layout.tsx' && declaredBy(file) === null) dir = path.dirname(dir);
  for (; dir.startsWith(APP); dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx');
    if (declaredBy(layout) !== null) return layout;
  }
  return null;
}

const files = routeFiles();
const rel = (f: string) => path.relative(process.cwd(), f);

describe('message namespaces sent to the browser', () => {
  it.each(files.map(rel))('%s gets every namespace its client components read', (file) => {
    const { namespaces } = clientNamespaces(file);
    const provider = providerOf(path.resolve(file));
    const given = provider ? declaredBy(provider)! : [];
    expect(
      [...namespaces].filter((ns) => !given.includes(ns)),
      `provider: ${provider ? rel(provider) : 'the root layout (none)'}`,
    ).toEqual([]);
  });

  it.each(files.map(rel))('%s has a translation provider around any client component that uses next-intl', (file) => {
    // The root layout gives none (the public job pages ship no translation runtime): a hook without one throws.
    if (clientNamespaces(file).usesIntl) expect(providerOf(path.resolve(file)), 'no <ClientMessages> around it').not.toBeNull();
  });

  it('each <ClientMessages> layout sends only namespaces a client component below it reads', () => {
    const providers = new Map<string, Set<string>>();
    for (const file of files) {
      const provider = providerOf(file);
      if (!provider) continue;
      const used = providers.get(provider) ?? new Set<string>();
      for (const ns of clientNamespaces(file).namespaces) used.add(ns);
      providers.set(provider, used);
    }
    expect(providers.size).toBeGreaterThan(10);
    for (const [layout, used] of providers) expect([...declaredBy(layout)!].sort(), rel(layout)).toEqual([...used].sort());
  });
});
