'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { STARS } from '@/lib/shift-ratings/types';

/** Read-only stars: the glyphs are decoration, the text beside them is what a screen reader says. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const t = useTranslations('timesheets.rating');
  return (
    <span className={cn('inline-flex items-center', className)}>
      <span aria-hidden className="tracking-tight">
        {STARS.map((n) => (
          <span key={n} className={n <= Math.round(rating) ? 'text-amber-500' : 'text-slate-300'}>
            ★
          </span>
        ))}
      </span>
      <span className="sr-only">{t('outOf', { rating })}</span>
    </span>
  );
}
