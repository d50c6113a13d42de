import { getSchema } from '@tiptap/core';
import type { DOMOutputSpec, Mark, Node } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { ARTICLE_EXTENSIONS } from '@/components/career-resources/article-extensions';
import { ARTICLE_TAGS } from '@/lib/career-resources/sanitize';

const schema = getSchema(ARTICLE_EXTENSIONS);

/** The element names a ProseMirror output spec writes (its outer tag and any nested ones). */
function tagsOf(spec: DOMOutputSpec | unknown[] | undefined): string[] {
  if (!Array.isArray(spec) || typeof spec[0] !== 'string') return [];
  const [tag, ...rest] = spec as [string, ...unknown[]];
  return [tag.split(' ').pop() ?? tag, ...rest.flatMap((part) => (Array.isArray(part) ? tagsOf(part) : []))];
}

describe('the article editor writes only what the server keeps', () => {
  it('renders every block and mark it offers as an allow-listed tag', () => {
    const written = new Set<string>();
    for (const [name, type] of Object.entries(schema.nodes)) {
      if (name === 'doc' || name === 'text') continue;
      const attrs = name === 'heading' ? [{ level: 2 }, { level: 3 }] : [{}];
      for (const a of attrs) tagsOf(type.spec.toDOM?.(type.create(a) as Node)).forEach((t) => written.add(t));
    }
    for (const type of Object.values(schema.marks)) {
      tagsOf(type.spec.toDOM?.(type.create({ href: 'https://example.test' }) as Mark, false)).forEach((t) => written.add(t));
    }
    expect([...written].filter((t) => !ARTICLE_TAGS.includes(t))).toEqual([]);
    expect([...written]).toEqual(
      expect.arrayContaining(['p', 'strong', 'em', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote', 'pre', 'code']),
    );
  });

  it('offers no rule and no H1, which the server would drop', () => {
    expect(schema.nodes.horizontalRule).toBeUndefined();
    expect(schema.nodes.heading?.spec.toDOM?.(schema.nodes.heading.create({ level: 1 }))).toEqual(['h2', {}, 0]);
  });
});
