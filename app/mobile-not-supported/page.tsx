import { getTranslations } from 'next-intl/server';

/** proxy.ts rewrites portal and login requests from phones and tablets here (SPEC §1). */
export default async function MobileNotSupported() {
  const t = await getTranslations('errors');
  return (
    <main className="flex min-h-screen items-center justify-center p-6 text-center">
      <h1 className="text-lg font-semibold text-slate-900">{t('mobile')}</h1>
    </main>
  );
}
