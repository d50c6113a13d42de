import { describe, expect, it } from 'vitest';
import { fillParams, normalizeUrl } from '@/lib/browser/api-url';

describe('normalizeUrl', () => {
  it('collapses repeated slashes in a relative path', () => {
    expect(normalizeUrl('/api/main//client-portal///user')).toBe('/api/main/client-portal/user');
  });

  it('keeps the double slash after https:// while collapsing the rest', () => {
    expect(normalizeUrl('https://api.example.com//client-portal//settings')).toBe('https://api.example.com/client-portal/settings');
  });

  it('keeps http:// too and collapses a run of slashes after the host', () => {
    expect(normalizeUrl('http://localhost:3000////x')).toBe('http://localhost:3000/x');
  });

  it('leaves an already clean URL unchanged', () => {
    expect(normalizeUrl('https://a.test/b/c?d=1')).toBe('https://a.test/b/c?d=1');
  });

  it('collapses a leading run of slashes in a relative URL to one', () => {
    expect(normalizeUrl('//api//x')).toBe('/api/x');
  });
});

describe('fillParams', () => {
  it('fills each :param placeholder', () => {
    expect(fillParams('/client-portal/timesheets/v2/:id', { id: 'ts42' })).toBe('/client-portal/timesheets/v2/ts42');
    expect(fillParams('/jobs-v2/:jobId/update', { jobId: 123 })).toBe('/jobs-v2/123/update');
  });

  it('fills several placeholders, including a repeated one', () => {
    expect(fillParams('/:company_id/settings/:section/:company_id', { company_id: 'acme', section: 'shift' })).toBe(
      '/acme/settings/shift/acme',
    );
  });

  it('URL-encodes values so they cannot add path segments or a query', () => {
    expect(fillParams('/candidates/:id/notes', { id: 'a b/../c?x=1' })).toBe('/candidates/a%20b%2F..%2Fc%3Fx%3D1/notes');
  });

  it('accepts the number 0 as a value', () => {
    expect(fillParams('/timesheets/count/:status', { status: 0 })).toBe('/timesheets/count/0');
  });

  it('throws on a missing parameter, naming it', () => {
    expect(() => fillParams('/company/:companyId/notes/:noteId', { companyId: 'c1' })).toThrow(/noteId/);
  });

  it('throws on an empty-string parameter', () => {
    expect(() => fillParams('/company/:companyId', { companyId: '' })).toThrow(/companyId/);
  });

  it('does not treat the colon of a scheme or port as a placeholder', () => {
    expect(fillParams('https://api.test:8443/jobs/:id', { id: 'j1' })).toBe('https://api.test:8443/jobs/j1');
  });
});
