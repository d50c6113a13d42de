import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from '@/components/shell/loading-screen';
import { markPortalStarted } from '@/components/shell/start-up';
import { screenHarness } from '@/tests/support/render-screen';

// One file, one module instance: the first test sees a portal that has not started, the second one that has.
describe('the portal loading screen', () => {
  const { render, missing } = screenHarness({ namespaces: [], fallback: {} });

  it('shows the SPEC §2 start-up messages while the portal first loads', async () => {
    const html = await render(h(LoadingScreen));
    expect(html).toContain('Getting User Details');
    expect(missing).toEqual([]);
  });

  it('shows only a progress bar on a page change once the portal has started', async () => {
    markPortalStarted();
    const html = await render(h(LoadingScreen));
    expect(html).not.toContain('Getting User Details');
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-label="Loading…"');
    expect(missing).toEqual([]);
  });
});
