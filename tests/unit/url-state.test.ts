import { describe, expect, it } from 'vitest';
import { loadJobsQuery } from '@/components/jobs/query';
import { ONBOARDING_KEYS, onboardingParams } from '@/components/onboarding/url-state';
import { referralParams } from '@/components/referrals/query';
import { loadTimesheetQuery } from '@/components/timesheets/list/query';
import { listLoader } from '@/lib/url-state/params';

const url = (q: string) => new URLSearchParams(q);
const ID = '0b6f3a0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

// One definition of each list's URL state, read the same way by the server page and the screen.
describe('list URL state', () => {
  it('reads a mistyped link as the default list, never as an error', () => {
    expect(loadJobsQuery(url('status=nope&company=x&sort=salary&page=-2&per_page=7'))).toEqual({
      status: 'all',
      company: '',
      location: '',
      category: '',
      q: '',
      sort: '-created',
      page: 1,
      perPage: 25,
    });
    expect(loadJobsQuery(url('page=2.5')).page).toBe(1);
  });

  it('keeps good values, and cuts free text to what the API takes', () => {
    const q = loadJobsQuery(url(`status=open&company=${ID}&page=3&per_page=50&q=${'a'.repeat(150)}`));
    expect(q).toMatchObject({ status: 'open', company: ID, page: 3, perPage: 50 });
    expect(q.q).toHaveLength(100);
  });

  it('reads the timesheet sort as a field and a direction, and an unknown location as all', () => {
    expect(loadTimesheetQuery(url('sort=-worker&location=x')).sort).toEqual({ field: 'worker', desc: true });
    expect(loadTimesheetQuery(url('sort=salary')).sort).toEqual({ field: 'week_start', desc: true });
    expect(loadTimesheetQuery(url('location=x')).location).toBe('all');
  });

  it("names the open row ?id= and honours a screen's own URL names", () => {
    expect(listLoader(referralParams)(url(`id=${ID}&bonus=nope`))).toMatchObject({ open: ID, bonus: '' });
    expect(listLoader(onboardingParams, ONBOARDING_KEYS)(url('pq=intro&ppage=2&archived=all&q=ann&tab=assignments'))).toMatchObject({
      packetSearch: 'intro',
      packetPage: 2,
      packetArchived: 'all',
      search: 'ann',
      tab: 'assignments',
      packet: null,
    });
  });
});
