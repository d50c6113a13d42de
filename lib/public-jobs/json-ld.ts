/**
 * schema.org JobPosting for a public job page (Google for Jobs). Pure: the page gathers the values,
 * this shapes them, so the rules below are unit-tested without a database.
 */

const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The stored value in schema.org's vocabulary ('full-time', 'Full Time' → FULL_TIME); anything else is OTHER. */
export function employmentTypeOf(value: string | null | undefined): EmploymentType {
  const v = (value ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return (EMPLOYMENT_TYPES as readonly string[]).includes(v) ? (v as EmploymentType) : 'OTHER';
}

export type JobPostingInput = {
  id: string;
  url: string;
  title: string;
  description: string;
  datePosted: Date;
  validThrough: Date | null;
  employmentType: string;
  payMin: number | null;
  payMax: number | null;
  address: { street: string | null; city: string | null; region: string | null };
  organization: { name: string; sameAs?: string | null; logo?: string | null };
};

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Drops null/undefined members so the markup carries only what is known. */
function compact(obj: Record<string, Json | undefined>): { [key: string]: Json } {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined && v !== null && v !== '')) as { [key: string]: Json };
}

function baseSalary(min: number | null, max: number | null): { [key: string]: Json } | undefined {
  if (min === null && max === null) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: 'USD',
    value: compact({ '@type': 'QuantitativeValue', minValue: min ?? undefined, maxValue: max ?? undefined, unitText: 'HOUR' }),
  };
}

export function jobPostingJsonLd(job: JobPostingInput): { [key: string]: Json } {
  return compact({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    url: job.url,
    identifier: { '@type': 'PropertyValue', name: job.organization.name, value: job.id },
    datePosted: job.datePosted.toISOString(),
    validThrough: job.validThrough?.toISOString(),
    employmentType: employmentTypeOf(job.employmentType),
    directApply: true,
    hiringOrganization: compact({
      '@type': 'Organization',
      name: job.organization.name,
      sameAs: job.organization.sameAs,
      logo: job.organization.logo,
    }),
    jobLocation: {
      '@type': 'Place',
      address: compact({
        '@type': 'PostalAddress',
        streetAddress: job.address.street,
        addressLocality: job.address.city,
        addressRegion: job.address.region,
        addressCountry: 'US',
      }),
    },
    baseSalary: baseSalary(job.payMin, job.payMax),
  });
}

/**
 * JSON for a <script type="application/ld+json"> body. `<` becomes \u003c so no text can close the script
 * element or open a comment; `>` and `&` and the JS line separators are escaped for the same reason.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
