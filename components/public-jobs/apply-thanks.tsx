import type { ApplyTexts } from './apply-texts';

/** The thank-you state: after a plain form post (server) or after the island's fetch (client). */
export function ApplyThanks({ moreHref, texts }: { moreHref: string; texts: ApplyTexts }) {
  return (
    <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-5">
      <h3 className="text-lg font-semibold text-emerald-900">{texts.thanksTitle}</h3>
      <p className="mt-1 text-sm text-emerald-900">{texts.thanksBody}</p>
      <a href={moreHref} className="mt-3 inline-block text-sm font-medium text-emerald-900 underline">
        {texts.moreJobs}
      </a>
    </div>
  );
}
