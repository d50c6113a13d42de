import { it } from 'vitest';
import { buildModuleGraph } from '@/tests/support/module-graph';
import { chainTo, clientClosure } from '@/tests/support/client-graph';
it('report', () => {
  const graph = buildModuleGraph();
  const pages = [...graph.keys()].filter((f) => /^app\/.*\/page\.tsx$/.test(f));
  const seen = new Set<string>();
  for (const page of pages.sort()) {
    const parts = page.split('/');
    const layouts: string[] = [];
    for (let i = 1; i < parts.length; i++) {
      const l = [...parts.slice(0, i), 'layout.tsx'].join('/');
      if (graph.has(l)) layouts.push(l);
    }
    const reached = clientClosure(graph, [page, ...layouts]);
    for (const target of (process.env.TARGETS ?? 'lib/errors.ts').split(','))
      if (reached.has(target)) {
        const c = chainTo(reached, target).join(' > ');
        if (!seen.has(c)) {
          seen.add(c);
          console.log(page, '::', c);
        }
      }
  }
});
