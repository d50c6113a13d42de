import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListEmpty } from '@/components/ui/empty-state';

// The one pair of empty states the list screens share (companies, contacts, candidates, routes, referrals,
// career resources): which one shows, and with what action.
const words: Record<string, string> = {
  'filtered.title': 'No match',
  'filtered.body': 'Nothing matches these filters.',
  'empty.title': 'Nothing yet',
  'empty.body': 'Add the first one.',
};
const render = (filtered: boolean) =>
  renderToStaticMarkup(
    h(ListEmpty, {
      filtered,
      t: (key) => words[key]!,
      clearLabel: 'Clear filters',
      onClear: () => undefined,
      add: h('a', { href: '/new' }, 'New'),
    }),
  );

describe('ListEmpty', () => {
  it('with filters on, says nothing matches and offers to clear them, not to add', () => {
    const html = render(true);
    expect(html).toContain('No match');
    expect(html).toContain('Clear filters');
    expect(html).not.toContain('href="/new"');
  });

  it('with no filters, says there is nothing yet and offers the screen’s own way to add', () => {
    const html = render(false);
    expect(html).toContain('Nothing yet');
    expect(html).toContain('href="/new"');
    expect(html).not.toContain('Clear filters');
  });
});
