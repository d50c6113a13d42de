import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The app's import graph, built from the source with TypeScript's parser (no type checking, so it takes
 * a second or two): every .ts/.tsx file under app/, lib/ and components/, plus proxy.ts and
 * instrumentation.ts, with the imports that resolve to another of those files ('@/…' or relative).
 * A package import is an edge to the node `npm:<package>` (no edges of its own). Dynamic import() calls are
 * left out: a lazy import cannot form a load-time cycle, nor is it part of a page's first load.
 */
export type Edge = { to: string; typeOnly: boolean };
export type ModuleGraph = Map<string, Edge[]>;

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['app', 'lib', 'components'];
const ROOT_FILES = ['proxy.ts', 'instrumentation.ts'];
const SKIPPED_DIRS = new Set(['node_modules', 'migrations']);

/** 'zod' → 'npm:zod', '@tiptap/react/menus' → 'npm:@tiptap/react', 'node:fs' → 'npm:node:fs'. */
export function packageNode(spec: string): string {
  const parts = spec.split('/');
  return `npm:${spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]}`;
}

function sourceFiles(dir: string, out: string[]): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) sourceFiles(rel, out);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(rel);
    }
  }
  return out;
}

function resolver(files: Set<string>) {
  return (from: string, spec: string): string | null => {
    let base: string;
    if (spec.startsWith('@/')) base = spec.slice(2);
    else if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(from), spec);
    else return null;
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
      if (files.has(candidate)) return candidate;
    }
    return null;
  };
}

/** An import whose bindings are all types is erased from the JavaScript, so it takes no part in loading. */
function isTypeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) {
    return (
      statement.isTypeOnly ||
      (!!statement.exportClause &&
        ts.isNamedExports(statement.exportClause) &&
        statement.exportClause.elements.length > 0 &&
        statement.exportClause.elements.every((e) => e.isTypeOnly))
    );
  }
  const clause = statement.importClause;
  if (!clause) return false; // a side-effect import ('./register') runs the module
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

export function buildModuleGraph(): ModuleGraph {
  const list = [...SOURCE_DIRS.flatMap((d) => sourceFiles(d, [])), ...ROOT_FILES.filter((f) => fs.existsSync(path.join(ROOT, f)))];
  const resolve = resolver(new Set(list));
  const graph: ModuleGraph = new Map();
  for (const file of list) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      false,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const edges: Edge[] = [];
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const spec = statement.moduleSpecifier;
      if (!spec || !ts.isStringLiteral(spec)) continue;
      const to = resolve(file, spec.text);
      if (to) edges.push({ to, typeOnly: isTypeOnly(statement) });
      else if (!spec.text.startsWith('.') && !spec.text.startsWith('@/'))
        edges.push({ to: packageNode(spec.text), typeOnly: isTypeOnly(statement) });
    }
    graph.set(file, edges);
  }
  return graph;
}

/**
 * The module a file belongs to for the layering rules: lib/<name> or components/<name> (a top-level
 * lib/x.ts is its own module lib/x); files elsewhere (app/, root files) belong to no module.
 * lib/db/seed is a module of its own: the demo data script sits above the domain modules whose
 * services it calls, while the rest of lib/db sits below all of them.
 */
export function moduleOf(file: string): string | null {
  if (file.startsWith('lib/db/seed/')) return 'lib/db/seed';
  const [top, second] = file.split('/');
  if ((top !== 'lib' && top !== 'components') || second === undefined) return null;
  return `${top}/${second.replace(/\.tsx?$/, '')}`;
}

/** Strongly connected components with more than one node, each sorted: every cycle lies inside one. */
export function cycles(nodes: Iterable<string>, next: (node: string) => Iterable<string>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}
