import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

type Tree = { [k: string]: string | Tree };
const read = (...parts: string[]) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', ...parts), 'utf8')) as Tree;
const catalogue = (l: string): Tree => ({
  ...read(`${l}.json`),
  ...Object.fromEntries(['companies', 'jobs', 'candidates', 'contacts'].map((ns) => [ns, read(ns, `${l}.json`)])),
});
const state = { locale: 'en' };

// The translator of the request's locale, reading the catalogues on disk; a missing key throws.
vi.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => {
    const found = key
      .split('.')
      .reduce<string | Tree | undefined>((node, k) => (typeof node === 'object' ? node[k] : undefined), catalogue(state.locale));
    if (typeof found !== 'string') throw new Error(`missing message ${key}`);
    return found;
  },
}));

const { createOrEditTitle } = await import('@/lib/page-title');
const PAGES = {
  company: { file: 'app/(portal)/company/update/[companyId]/page.tsx', param: 'companyId', create: 'New company', edit: 'Edit company' },
  job: { file: 'app/(portal)/jobs-v2/[jobId]/update/page.tsx', param: 'jobId', create: 'New job', edit: 'Edit job' },
  candidate: {
    file: 'app/(portal)/candidates/update/[candidateId]/page.tsx',
    param: 'candidateId',
    create: 'New candidate',
    edit: 'Edit candidate',
  },
  contact: { file: 'app/(portal)/contacts/[contactId]/update/page.tsx', param: 'contactId', create: 'New contact', edit: 'Edit contact' },
} as const;

/** The `createOrEditTitle(...)` call a page declares, run as Next would run its generateMetadata. */
async function titleOf(file: string, value: string): Promise<unknown> {
  const call = /createOrEditTitle\('(\w+)', '([\w.]+)', '([\w.]+)'\)/.exec(readFileSync(path.join(process.cwd(), file), 'utf8'));
  if (!call) throw new Error(`${file} does not title itself with createOrEditTitle`);
  // The keys are read from the page's source, so the typecheck cannot see them; the title below proves them.
  type Path = Parameters<typeof createOrEditTitle>[1];
  const meta = await createOrEditTitle(call[1]!, call[2] as Path, call[3] as Path)({ params: Promise.resolve({ [call[1]!]: value }) });
  return meta.title;
}

describe('create-or-edit page titles', () => {
  for (const [name, p] of Object.entries(PAGES)) {
    it(`${name}: "new" is titled as a creation, an id as an edit`, async () => {
      state.locale = 'en';
      expect(await titleOf(p.file, 'new')).toBe(p.create);
      expect(await titleOf(p.file, '6b1f7a52-4f9e-4a57-9c3e-1d2f3a4b5c6d')).toBe(p.edit);
    });
  }

  it('is translated, in the words of the form heading', async () => {
    state.locale = 'de';
    expect(await titleOf(PAGES.company.file, 'new')).toBe((read('companies', 'de.json').form as Tree).newTitle);
    state.locale = 'ar';
    expect(await titleOf(PAGES.company.file, 'new')).not.toBe('New company');
  });
});
