import type { ReactNode } from 'react';

/** The centred card every public auth screen uses, in the tenant's colours when one is known. */
export function AuthCard({
  title,
  subtitle,
  logo,
  brandName,
  language,
  children,
}: {
  title: string;
  subtitle?: string;
  logo?: string | null;
  brandName?: string;
  /** The language control (see PublicShell): not imported here, so a page ships only the one it uses. */
  language: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-brand-2">
      <div className="flex justify-end p-4">{language}</div>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-8 sm:pt-16">
        <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-lg">
          <div className="mb-6 flex items-center gap-3">
            {logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- tenant upload served by our own route
              <img src={logo} alt={brandName ?? ''} className="h-10 w-auto" />
            ) : brandName ? (
              <span aria-hidden className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand text-lg font-bold text-on-brand">
                {brandName.slice(0, 1)}
              </span>
            ) : null}
            {brandName ? <span className="text-lg font-semibold text-slate-900">{brandName}</span> : null}
          </div>
          <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-slate-700">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
