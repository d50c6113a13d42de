// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) on the public pages, in
// Debian's Chromium like the e2e suite (CHROMIUM_PATH overrides the path). Issue 13: performance >= 99, LCP < 1.5 s.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Score, LCP, TBT and script bytes of each URL, one Chromium for all. */
export async function lighthouseRuns(urls) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    const out = [];
    for (const url of urls) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
      const audit = (id) => lhr.audits[id];
      const script = audit('resource-summary')?.details?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
      out.push({
        url,
        score: Math.round(lhr.categories.performance.score * 100),
        lcpMs: audit('largest-contentful-paint').numericValue,
        tbtMs: audit('total-blocking-time').numericValue,
        scriptKb: script / 1024,
      });
    }
    return out;
  } finally {
    await chrome.kill();
  }
}
