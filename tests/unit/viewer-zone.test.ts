import { createElement as h } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormat } from '@/lib/browser/format';
import { ViewerZone } from '@/lib/browser/viewer-zone';
import { TimeZoneDialog } from '@/components/shell/time-zone-dialog';
import { LOCALES } from '@/lib/i18n/config';
import { timeZoneList } from '@/lib/timezones/list';
import { screenHarness } from '@/tests/support/render-screen';

// The portal layout hands every screen the viewer's chosen zone (lib/browser/viewer-zone.tsx): a stamp (history,
// "approved at") is printed on it with its name, and a site time on the site's clock, whatever the process zone.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const zones = timeZoneList(new Date('2026-01-15T12:00:00Z'));
const { render, missing } = screenHarness({
  namespaces: [],
  fallback: {
    '/api/main/timezones': { data: zones, meta: { totalItems: zones.length, total: zones.length } },
    '/api/main/client-portal/user/time-zone': {
      data: { time_zone: 'Asia/Kolkata', effective: 'Asia/Kolkata', tenant: 'America/New_York' },
    },
  },
});
const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

function Probe() {
  const fmt = useFormat();
  return h(
    'p',
    null,
    `approved ${fmt.stamp('2026-12-07T02:39:00.000Z')} · in ${fmt.siteTime('2026-12-07T13:05:00.000Z', 'America/New_York')}`,
  );
}

describe('the viewer zone of the portal', () => {
  it("prints stamps on the viewer's zone, labelled, and punches on the site's clock, in any process zone", async () => {
    for (const tz of ['Asia/Tokyo', 'Pacific/Honolulu']) {
      process.env.TZ = tz;
      const html = await render(h(ViewerZone, { zone: 'America/Chicago', children: h(Probe) }));
      expect(html).toContain('approved Dec 6, 2026, 8:39 PM CST · in 8:05 AM EST');
    }
  });

  it("a viewer who chose Tokyo reads Tokyo's clock, named", async () => {
    const html = await render(h(ViewerZone, { zone: 'Asia/Tokyo', children: h(Probe) }));
    expect(html).toContain('approved Dec 7, 2026, 11:39 AM GMT+9');
  });

  it("the account menu's time zone dialog has its texts in every locale", async () => {
    // Radix renders the dialog into a portal, which server rendering leaves out; its texts are read here all the same.
    for (const locale of LOCALES) await render(h(TimeZoneDialog, { open: true, onOpenChange: () => undefined }), locale);
    expect(missing).toEqual([]);
  });

  it("plain times and days are the viewer's too, whichever zone the browser (the process) is in", async () => {
    function Times() {
      const fmt = useFormat();
      return h('p', null, `at ${fmt.time('2026-12-07T02:39:00.000Z')} on ${fmt.weekday('2026-12-07T02:39:00.000Z')}`);
    }
    for (const tz of ['Asia/Tokyo', 'Pacific/Honolulu']) {
      process.env.TZ = tz;
      const html = await render(h(ViewerZone, { zone: 'America/Chicago', children: h(Times) }));
      expect(html).toContain('at 8:39 PM CST on Sun, Dec 6');
    }
  });
});
