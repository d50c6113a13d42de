import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ClientPortalForm } from '@/components/admin/client-portal-form';
import { screenHarness } from '@/tests/support/render-screen';

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const initial = { companyId: 'acme', primary: '#6691e7', secondary: '#e7ebf4', logo: null, favicon: null };

describe('the branding form', () => {
  const { render, missing } = screenHarness({ namespaces: [], fallback: {} });

  it('offers to remove a stored logo and a stored favicon, each shown as it is now', async () => {
    const html = await render(
      h(ClientPortalForm, {
        initial: {
          ...initial,
          logo: '/api/main/client-portal/acme/settings/logo?v=1',
          favicon: '/api/main/client-portal/acme/settings/favicon?v=1',
        },
      }),
    );
    expect(html).toContain('Remove logo');
    expect(html).toContain('Remove favicon');
    expect(html).toContain('alt="Current logo"');
    expect(html).toContain('alt="Current favicon"');
    expect(missing).toEqual([]);
  });

  it('has nothing to remove when none is stored', async () => {
    const html = await render(h(ClientPortalForm, { initial: { ...initial, logo: '/api/main/client-portal/acme/settings/logo?v=1' } }));
    expect(html).toContain('Remove logo');
    expect(html).not.toContain('Remove favicon');
    const bare = await render(h(ClientPortalForm, { initial }));
    expect(bare).not.toContain('Remove logo');
  });

  it('is translated', async () => {
    const html = await render(h(ClientPortalForm, { initial: { ...initial, favicon: '/f.ico' } }), 'es');
    expect(html).toContain('Quitar favicon');
    expect(missing).toEqual([]);
  });
});
