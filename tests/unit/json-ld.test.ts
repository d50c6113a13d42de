import { describe, expect, it } from 'vitest';
import { employmentTypeOf, jobPostingJsonLd, serializeJsonLd, type JobPostingInput } from '@/lib/public-jobs/json-ld';

const job = (over: Partial<JobPostingInput> = {}): JobPostingInput => ({
  id: '6f1c1b8e-7d0b-4a53-9a55-2f3c4f0a9b11',
  url: 'https://jobs.example.com/acme/jobs/6f1c1b8e-7d0b-4a53-9a55-2f3c4f0a9b11',
  title: 'Forklift Operator',
  description: 'Drive forklifts.\nDay shift.',
  datePosted: new Date('2025-03-01T12:00:00Z'),
  validThrough: new Date('2025-04-01T00:00:00Z'),
  employmentType: 'TEMPORARY',
  payMin: 18,
  payMax: 21.5,
  address: { street: '100 Dock Rd', city: 'Columbus', region: 'OH' },
  organization: { name: 'Acme Staffing', sameAs: 'https://acme.example.com', logo: 'https://jobs.example.com/logo.png' },
  ...over,
});

describe('jobPostingJsonLd', () => {
  it('has every field Google for Jobs asks for', () => {
    const ld = jobPostingJsonLd(job());
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Forklift Operator',
      description: 'Drive forklifts.\nDay shift.',
      datePosted: '2025-03-01T12:00:00.000Z',
      validThrough: '2025-04-01T00:00:00.000Z',
      employmentType: 'TEMPORARY',
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Acme Staffing', value: job().id },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Staffing',
        sameAs: 'https://acme.example.com',
        logo: 'https://jobs.example.com/logo.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '100 Dock Rd',
          addressLocality: 'Columbus',
          addressRegion: 'OH',
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 18, maxValue: 21.5, unitText: 'HOUR' },
      },
    });
  });

  it('carries baseSalary only when pay is known, with the bound that is known', () => {
    expect(jobPostingJsonLd(job({ payMin: null, payMax: null }))).not.toHaveProperty('baseSalary');
    expect(jobPostingJsonLd(job({ payMin: 17, payMax: null })).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 17, unitText: 'HOUR' },
    });
  });

  it('leaves out what is unknown instead of sending nulls', () => {
    const ld = jobPostingJsonLd(
      job({ validThrough: null, address: { street: null, city: 'Dayton', region: null }, organization: { name: 'Acme Staffing' } }),
    );
    expect(ld).not.toHaveProperty('validThrough');
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Acme Staffing' });
    expect(ld.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Dayton', addressCountry: 'US' },
    });
  });

  it("maps stored employment types to schema.org's vocabulary", () => {
    expect(employmentTypeOf('full-time')).toBe('FULL_TIME');
    expect(employmentTypeOf('Part Time')).toBe('PART_TIME');
    expect(employmentTypeOf('gig')).toBe('OTHER');
    expect(employmentTypeOf(null)).toBe('OTHER');
  });
});

describe('serializeJsonLd', () => {
  it('escapes </script> and other markup so a job text cannot end the script element', () => {
    const text = jobPostingJsonLd(job({ description: 'Great job</script><script>alert(1)</script><!-- & more \u2028' }));
    const out = serializeJsonLd(text);
    expect(out).not.toMatch(/<|>/);
    expect(out).not.toContain('\u2028');
    expect(out).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(out).description).toBe('Great job</script><script>alert(1)</script><!-- & more \u2028');
  });
});
