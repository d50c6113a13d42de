import Link from 'next/link';
import { LanguageSwitcher } from '@/components/shell/language-switcher';
import { PublicShell, type PublicBrand } from '@/components/public-jobs/public-shell';
import { Button } from '@/components/ui/button';
import type { LinkFormat } from '@/lib/approval-links/format';
import type { Translate } from '@/lib/approval-links/locale';
import type { Outcome } from '@/lib/approval-links/outcome';
import { decidePath } from '@/lib/approval-links/paths';
import type { SheetView } from '@/lib/approval-links/queries';
import { SheetCard } from './sheet-card';

type Props = {
  token: string;
  brand: PublicBrand;
  loginPath: string;
  contactName: string;
  expiresAt: string;
  sheets: SheetView[];
  approvable: string[];
  canDecide: boolean;
  outcome: Outcome | null;
  t: Translate;
  fmt: LinkFormat;
};

/**
 * The one-click approval page: the tenant's brand, who it is for, the outcome of the last decision,
 * each timesheet with its decision or forms, and "Approve all" when more than one awaits. Everything
 * is server-rendered HTML with plain forms, readable and usable on a phone without JavaScript.
 */
export function ApprovalScreen({ token, brand, loginPath, contactName, expiresAt, sheets, approvable, canDecide, outcome, t, fmt }: Props) {
  const company = brand.name;
  const refused = outcome?.kind === 'refused' ? outcome : null;
  // A refusal about one timesheet is shown on its card; any other at the top.
  const onCard = refused?.sheet && sheets.some((s) => s.id === refused.sheet) ? refused.sheet : null;
  const message = refused ? t(`errors.${refused.code}`, { company }) : null;
  return (
    <PublicShell brand={brand} language={<LanguageSwitcher />}>
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-sm text-slate-800">{t('greeting', { name: contactName })}</p>
      <p className="mt-1 text-sm text-slate-800">{t('intro', { company })}</p>
      <div aria-live="polite">
        {outcome?.kind === 'done' ? (
          <p role="status" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
            {t(`done.${outcome.decision}`, { count: outcome.count })}
          </p>
        ) : null}
        {message && !onCard ? (
          <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
            {message}
          </p>
        ) : null}
      </div>
      {canDecide ? null : <p className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">{t('permissionOff', { company })}</p>}
      {canDecide && approvable.length > 1 ? (
        <form
          method="post"
          action={decidePath(token)}
          className="mt-5 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <input type="hidden" name="timesheet_id" value="all" />
          <input type="hidden" name="decision" value="approve" />
          <p className="text-sm text-slate-700">{t('actions.approveAllHint')}</p>
          <Button type="submit" size="lg" className="w-full shrink-0 sm:w-auto">
            {t('actions.approveAll', { count: fmt.count(approvable.length) })}
          </Button>
        </form>
      ) : null}
      <div className="mt-5 space-y-4">
        {sheets.map((sheet) => (
          <SheetCard
            key={sheet.id}
            sheet={sheet}
            token={token}
            company={company}
            t={t}
            fmt={fmt}
            canDecide={canDecide}
            notice={onCard === sheet.id ? message : null}
            reasonMissing={onCard === sheet.id && refused?.code === 'reason_required'}
          />
        ))}
      </div>
      <footer className="mt-8 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <p>{t('scope', { date: expiresAt })}</p>
        <Link href={loginPath} className="mt-2 inline-block font-medium text-slate-900 underline underline-offset-2">
          {t('signIn')}
        </Link>
      </footer>
    </PublicShell>
  );
}
