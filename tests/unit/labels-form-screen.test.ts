import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screenHarness } from '@/tests/support/render-screen';

// The admin labels screen (components/admin/mobile-app/labels-form.tsx): the default words of each label,
// and one language's words per label, rendered as the server does, in every locale, with no missing text.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const { render, missing } = screenHarness({ namespaces: ['mobileApp'], fallback: {}, pathname: '/admin-settings/mobile-app/labels' });

// As pageLabels hands them to a French page: shift shows its French words, the default words beside them.
const labels = {
  shift: {
    label: 'Mission',
    singular: 'Mission',
    plural: 'Missions',
    renamed: true as const,
    locales: { fr: { singular: 'Mission', plural: 'Missions' } },
    defaultWords: { label: 'Gig', singular: 'Gig', plural: 'Gigs' },
  },
  placement: { label: 'Placement', singular: 'Placement', plural: 'Placements' },
  order: { label: 'Order', singular: 'Order', plural: 'Orders' },
};

async function screen(locale: string) {
  const { LabelsForm } = await import('@/components/admin/mobile-app/labels-form');
  return render(h(LabelsForm, { initial: labels }), locale);
}

describe('labels screen', () => {
  it('edits the default words (not the words of the reader’s language) above, and the chosen language’s words below', async () => {
    const html = await screen('fr');
    expect(html).toMatch(/name="shift.label"[^>]*value="Gig"/);
    expect(html).toMatch(/name="shift.plural"[^>]*value="Gigs"/);
    expect(html).toMatch(/name="shift.locales.fr.singular"[^>]*value="Mission"/);
    expect(html).toMatch(/name="shift.locales.fr.plural"[^>]*value="Missions"/);
    expect(html).toMatch(/name="order.locales.fr.singular"[^>]*value=""/);
    expect(html).toContain('lang="fr"');
    expect(missing).toEqual([]);
  });

  it('names each language input in the reader’s language, for every locale', async () => {
    expect(await screen('en')).toContain('Singular in English (Shifts)');
    expect(await screen('de')).toContain('Plural auf Deutsch');
    for (const locale of ['ar', 'es', 'it', 'ru', 'zh']) await screen(locale);
    expect(missing).toEqual([]);
  });
});
