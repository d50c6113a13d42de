'use client';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { CandidateDetail } from '@/lib/candidates/schema';
import { StatusBadge } from '../status-badge';

export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900">
      <span aria-hidden className="inline-block rtl:rotate-180">
        ←
      </span>
      {children}
    </Link>
  );
}

/** How clients and staff rated the worker's shifts (lib/shift-ratings): shown once there is a rating. */
function RatingSummary({ rating }: { rating: CandidateDetail['rating'] }) {
  const t = useTranslations('candidates.detail');
  const format = useFormatter();
  if (!rating?.count || rating.average === null) return null;
  return (
    <div className="flex gap-1">
      <dt className="sr-only">{t('rating')}</dt>
      <dd>
        <span aria-hidden className="text-amber-500">
          ★{' '}
        </span>
        {t('ratingSummary', { average: format.number(rating.average, { maximumFractionDigits: 1 }), count: rating.count })}
      </dd>
    </div>
  );
}

/** Name, status, how to reach the candidate (mail and phone are links the browser can act on) and the shift rating. */
export function CandidateHeader({ candidate, actions }: { candidate: CandidateDetail; actions?: ReactNode }) {
  const t = useTranslations('candidates.detail');
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">{candidate.name}</h1>
          <StatusBadge status={candidate.status} />
        </div>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt className="sr-only">{t('email')}</dt>
            <dd>
              <a className="hover:underline" href={`mailto:${candidate.email}`}>
                {candidate.email}
              </a>
            </dd>
          </div>
          {candidate.phone ? (
            <div className="flex gap-1">
              <dt className="sr-only">{t('phone')}</dt>
              <dd>
                <a className="hover:underline" href={`tel:${candidate.phone.replace(/[^\d+]/g, '')}`}>
                  {candidate.phone}
                </a>
              </dd>
            </div>
          ) : null}
          {candidate.city ? (
            <div className="flex gap-1">
              <dt className="sr-only">{t('city')}</dt>
              <dd>{candidate.city}</dd>
            </div>
          ) : null}
          <RatingSummary rating={candidate.rating} />
        </dl>
      </div>
      {actions}
    </header>
  );
}
