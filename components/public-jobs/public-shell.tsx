import type { CSSProperties, ReactNode } from 'react';
import { brandVariables, type BrandColors } from '@/lib/settings/branding';

export type PublicBrand = BrandColors & { name: string; logo: string | null };

/**
 * The frame of the public pages (job board, placement form, confirmation): the tenant's logo, name and
 * colours, readable on a phone. Brand variables are set here too, because /confirm-placement carries no
 * company in its path for the root layout to pick the colours from.
 */
export function PublicShell({
  brand,
  home,
  compact = false,
  language,
  children,
}: {
  brand: PublicBrand;
  home?: string;
  compact?: boolean;
  /**
   * The language control of its header: a LanguageSwitcher on pages with a message provider, a LanguagePicker
   * worded on the server on the job pages (which ship no translation runtime). Not imported here, so a page
   * carries only the one it uses.
   */
  language?: ReactNode;
  children: ReactNode;
}) {
  const mark = brand.logo ? (
    // eslint-disable-next-line @next/next/no-img-element -- tenant upload served by our own route
    <img src={brand.logo} alt="" className="h-9 w-auto max-w-40 object-contain" />
  ) : (
    <span aria-hidden className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand text-lg font-bold text-on-brand">
      {brand.name.slice(0, 1)}
    </span>
  );
  const identity = (
    <>
      {mark}
      <span className="text-base font-semibold text-slate-900 sm:text-lg">{brand.name}</span>
    </>
  );
  return (
    <div style={brandVariables(brand) as CSSProperties} className={compact ? 'bg-white' : 'min-h-screen bg-slate-50'}>
      <header className="border-t-4 border-brand bg-white shadow-sm">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
          {home ? (
            <a href={home} className="flex min-w-0 items-center gap-3">
              {identity}
            </a>
          ) : (
            <div className="flex min-w-0 items-center gap-3">{identity}</div>
          )}
          {compact ? null : language}
        </div>
      </header>
      <main className={compact ? 'mx-auto max-w-2xl px-4 py-5' : 'mx-auto max-w-4xl px-4 py-6 sm:py-10'}>{children}</main>
    </div>
  );
}
