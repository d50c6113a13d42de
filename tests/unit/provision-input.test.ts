import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usableCompany } from '@/lib/auth/reserved';
import { checkProvisionInput, ProvisionRefused } from '@/lib/tenants/provision';

const base = { name: 'Acme Staffing', adminEmail: 'it@acme.com' };
/** The slug checkProvisionInput keeps, or null when it refuses the input. */
function kept(slug: string): string | null {
  try {
    return checkProvisionInput({ ...base, slug }).slug;
  } catch (error) {
    expect(error).toBeInstanceOf(ProvisionRefused);
    return null;
  }
}

describe('checkProvisionInput', () => {
  it('accepts exactly the slugs the app reads a tenant from (usableCompany), as the app reads them', () => {
    const slugLike = fc.stringMatching(/^[a-z0-9-]{0,42}$/);
    const routes = fc.constantFrom('api', 'login', 'jobs', 'null', 'undefined', 'Acme', ' acme', 'acme ', 'a', '-a', 'favicon.ico');
    fc.assert(
      fc.property(fc.oneof(slugLike, routes, fc.string()), (slug) => {
        // Surrounding blanks are dropped; a slug the app would read otherwise (lowercased) is refused, not changed.
        expect(kept(slug)).toBe(usableCompany(slug) === slug.trim() ? slug.trim() : null);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the email lowercased and the zone and locale as given', () => {
    expect(checkProvisionInput({ ...base, slug: 'acme', adminEmail: ' IT@Acme.COM ', timeZone: 'Asia/Tokyo', locale: 'zh' })).toEqual({
      slug: 'acme',
      name: 'Acme Staffing',
      adminEmail: 'it@acme.com',
      adminName: 'it',
      timeZone: 'Asia/Tokyo',
      locale: 'zh',
    });
  });
});
