import fs from 'node:fs';
import path from 'node:path';
import type { ModuleGraph } from './module-graph';

const ROOT = path.resolve(import.meta.dirname, '../..');
const clientCache = new Map<string, boolean>();

/** A file that starts with the 'use client' directive: the boundary where server code hands over to the browser. */
export function isClientFile(file: string): boolean {
  if (file.startsWith('npm:')) return false;
  let known = clientCache.get(file);
  if (known === undefined) {
    const head = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
    known = /^['"]use client['"]/.test(head);
    clientCache.set(file, known);
  }
  return known;
}

/**
 * What a route's first load sends to the browser, by source file: from its server files (page, layouts)
 * through server imports to each 'use client' boundary, then everything those import at run time. Type
 * imports are erased and dynamic import() is a chunk of its own loaded later, so neither counts. Each
 * reached file maps to the file that first imported it, so a path back to the entry can be read off.
 */
export function clientClosure(graph: ModuleGraph, entries: string[]): Map<string, string | null> {
  const reached = new Map<string, string | null>();
  const serverSeen = new Set<string>();
  const serverQueue = [...entries];
  const clientQueue: string[] = [];
  const enterClient = (file: string, from: string | null) => {
    if (reached.has(file)) return;
    reached.set(file, from);
    clientQueue.push(file);
  };
  while (serverQueue.length) {
    const file = serverQueue.pop()!;
    if (serverSeen.has(file)) continue;
    serverSeen.add(file);
    for (const edge of graph.get(file) ?? []) {
      if (edge.typeOnly || edge.to.startsWith('npm:')) continue;
      if (isClientFile(edge.to)) enterClient(edge.to, file);
      else serverQueue.push(edge.to);
    }
  }
  while (clientQueue.length) {
    const file = clientQueue.pop()!;
    for (const edge of graph.get(file) ?? []) if (!edge.typeOnly) enterClient(edge.to, file);
  }
  return reached;
}

/** The import chain from an entry to `file`, through the map clientClosure returns. */
export function chainTo(reached: Map<string, string | null>, file: string): string[] {
  const chain = [file];
  for (let at = reached.get(file); at; at = reached.get(at)) chain.unshift(at);
  return chain;
}
