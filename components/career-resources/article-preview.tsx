'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAction } from '@/lib/browser/use-action';
import { ARTICLE_CLASSES } from './article-styles';
import { careerApi } from './api';

/**
 * What candidates will see: the server's sanitised version of the current draft, never the editor's
 * own DOM. Shown on request, and marked stale once the draft changes after it.
 */
export function ArticlePreview({ html }: { html: string }) {
  const t = useTranslations('careerResources.editor');
  const { busy, run } = useAction();
  const [shown, setShown] = useState<{ source: string; html: string } | null>(null);

  async function load() {
    const res = await run(() => careerApi.preview(html));
    if (res) setShown({ source: html, html: res.data.body_html });
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" variant="outline" loading={busy} onClick={() => void load()}>
          {shown ? t('refreshPreview') : t('preview')}
        </Button>
        {shown && shown.source !== html ? <span className="text-xs text-amber-800">{t('previewStale')}</span> : null}
        {shown ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => setShown(null)}>
            {t('hidePreview')}
          </Button>
        ) : null}
      </div>
      {shown ? (
        <section aria-label={t('previewLabel')} className="rounded-md border border-dashed border-slate-300 bg-slate-50 p-4">
          {shown.html ? (
            <div className={ARTICLE_CLASSES} dangerouslySetInnerHTML={{ __html: shown.html }} />
          ) : (
            <p className="text-sm text-slate-700">{t('previewEmpty')}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
