import 'server-only';
import { cache } from 'react';
import { firstParam, resolveCompanyTenant } from '@/lib/auth/company-page';
import { cachedValue } from '@/lib/db/versioned-cache';
import { cachedTenantBySlug, findTenantBySlug, freshSettings } from '@/lib/settings/queries';
import type { CompanySettings, Tenant } from '@/lib/settings/queries';
import { jobPostingJsonLd } from './json-ld';
import { findPublicJob, listPublicJobs, publicJobFacets, type PublicJob } from './queries';
import { isJobId, jobListQuery, type JobListQuery } from './schema';
import { absoluteUrl, jobPath } from './urls';
import { db, type DbOrTx } from '@/lib/db/client';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Tenant and settings of a job board URL, once per request (metadata and page both need them). Job
 * boards are what crawlers and job seekers hit: everything here is the same for every visitor, so it is
 * kept per process and checked against the tenant's `job_board` version (raised at commit by a job's
 * publish, close or edit, a location edit, a settings save: migration 0018) with one shared read.
 */
export const loadJobBoard = cache(async (segment: string) => {
  const found = await resolveCompanyTenant(db(), segment, 'jobs', '', cachedTenantBySlug);
  const [tenant, settings] = await Promise.all([
    cachedValue(found.id, 'tenant', async () => (await findTenantBySlug(db(), found.slug)) ?? found, 'jobBoard'),
    freshSettings(found.id),
  ]);
  return { tenant, settings };
});

// A job also leaves the board when its valid-through date passes: no write marks that, the minute does.
const thisMinute = () => Math.floor(Date.now() / 60_000);

/** The board plus one public job, or job null when it is not (or no longer) public. */
export const loadJobPage = cache(async (segment: string, jobId: string) => {
  const board = await loadJobBoard(segment);
  const job = isJobId(jobId)
    ? await cachedValue(board.tenant.id, `job:${jobId}:${thisMinute()}`, () => findPublicJob(db(), board.tenant.id, jobId), 'jobBoard')
    : null;
  return { ...board, job };
});

/** One page of the board and its filter choices, kept like loadJobBoard until a job or location changes. */
export function boardListing(db: DbOrTx, tenantId: string, query: JobListQuery) {
  return cachedValue(
    tenantId,
    `list:${JSON.stringify(query)}:${thisMinute()}`,
    () => Promise.all([listPublicJobs(db, tenantId, query), publicJobFacets(db, tenantId)]),
    'jobBoard',
  );
}

export const brandOf = (tenant: Tenant, s: CompanySettings) => ({
  name: tenant.name,
  logo: s.logo,
  primary_color: s.primary_color,
  secondary_color: s.secondary_color,
});

export function parseListQuery(sp: SearchParams) {
  return jobListQuery.parse({
    search: firstParam(sp.search),
    location: firstParam(sp.location),
    category: firstParam(sp.category),
    page: firstParam(sp.page),
  });
}

const FORM_ERRORS = ['invalid', 'rate_limited', 'unavailable', 'maintenance', 'failed'] as const;
export type FormErrorKind = (typeof FORM_ERRORS)[number];

/** A public form's error state after a plain post came back 303 with ?error=…&fields=… (see form-post.ts). */
export function formStateFrom<F extends string>(sp: SearchParams, known: readonly F[]): { error: FormErrorKind | null; fields: F[] } {
  const error = firstParam(sp.error) ?? '';
  return {
    error: (FORM_ERRORS as readonly string[]).includes(error) ? (error as FormErrorKind) : null,
    fields: (firstParam(sp.fields) ?? '').split(',').filter((f): f is F => (known as readonly string[]).includes(f)),
  };
}

/** JobPosting JSON-LD of a public job, with absolute URLs from PUBLIC_URL. */
export function jobPostingFor(tenant: Tenant, settings: CompanySettings, job: PublicJob) {
  return jobPostingJsonLd({
    id: job.id,
    url: absoluteUrl(jobPath(tenant.slug, job.id)),
    title: job.title,
    description: job.description,
    datePosted: job.publishedAt,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    payMin: job.payMin,
    payMax: job.payMax,
    address: { street: job.street, city: job.city, region: job.region },
    organization: { name: tenant.name, logo: settings.logo ? absoluteUrl(settings.logo) : null },
  });
}

/** A meta description: the first ~160 characters of the job text on one line. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
