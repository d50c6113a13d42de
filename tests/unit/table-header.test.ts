import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TH } from '@/components/ui/table';

const classOf = (className?: string) => /class="([^"]*)"/.exec(renderToStaticMarkup(h(TH, { className }, 'x')))?.[1]!.split(' ') ?? [];

// Two text-align utilities on one cell leave the winner to the stylesheet's order: a header carries exactly one.
describe('table header alignment', () => {
  it('starts-aligns by default', () => {
    expect(classOf()).toContain('text-start');
    expect(classOf('w-16 whitespace-nowrap')).toContain('text-start');
  });

  it.each(['text-end', 'text-center', 'whitespace-nowrap text-end'])("takes the caller's alignment alone: %s", (className) => {
    const classes = classOf(className);
    expect(classes.filter((c) => /^text-(start|end|center)$/.test(c))).toHaveLength(1);
    expect(classes).not.toContain('text-start');
  });

  it('keeps the default under a breakpoint variant', () => {
    expect(classOf('md:text-end')).toEqual(expect.arrayContaining(['text-start', 'md:text-end']));
  });
});
