'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/input';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { portalSettingsRoutes } from '@/lib/contracts/routes/portal-settings';
import { contrastRatio, textOn } from '@/lib/settings/branding';
import { revalidateSettings } from './settings-cache';

type Initial = { companyId: string; primary: string; secondary: string; logo: string | null; favicon: string | null };
type Image = 'logo' | 'favicon';

const HEX = /^#[0-9a-fA-F]{6}$/;

function ContrastBadge({ fg, bg, label }: { fg: string; bg: string; label: string }) {
  const t = useTranslations('branding');
  const ratio = contrastRatio(fg, bg);
  const ok = ratio >= 4.5;
  return (
    <p className={ok ? 'text-sm text-emerald-800' : 'text-sm text-amber-800'} data-testid="contrast">
      {label}: {ratio.toFixed(1)}:1 · {ok ? t('contrastOk') : t('contrastLow')}
    </p>
  );
}

/** Branding tab: colours with a live preview and contrast check, logo and favicon. */
export function ClientPortalForm({ initial }: { initial: Initial }) {
  const t = useTranslations('branding');
  const tc = useTranslations('common');
  const router = useRouter();
  const [primary, setPrimary] = useState(initial.primary);
  const [secondary, setSecondary] = useState(initial.secondary);
  const [logo, setLogo] = useState<File | null>(null);
  const [favicon, setFavicon] = useState<File | null>(null);
  const { busy, run } = useAction();
  const dirty = primary !== initial.primary || secondary !== initial.secondary || logo !== null || favicon !== null;
  const valid = HEX.test(primary) && HEX.test(secondary);
  const logoPreview = useMemo(() => (logo ? URL.createObjectURL(logo) : initial.logo), [logo, initial.logo]);

  // The stored image a Remove button is asking about; only removed once confirmed.
  const [removing, setRemoving] = useState<Image | null>(null);

  useUnsavedWarning(dirty);

  /** Sends the settings form (SPEC §7 multipart), then refreshes the cached settings and the server page. */
  async function send(form: FormData, success: string): Promise<boolean> {
    const sent = await run(async () => {
      await callApi(portalSettingsRoutes.update, { params: { company_id: initial.companyId }, body: form });
      await revalidateSettings();
      return true;
    }, success);
    if (sent) router.refresh();
    return sent === true;
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!valid) return;
    const form = new FormData();
    form.set('primary', JSON.stringify({ primary_color: primary.toLowerCase(), secondary_color: secondary.toLowerCase() }));
    if (logo) form.set('logo', logo);
    if (favicon) form.set('favicon', favicon);
    if (await send(form, t('saved'))) {
      setLogo(null);
      setFavicon(null);
    }
  }

  async function remove(image: Image) {
    const form = new FormData();
    form.set('primary', JSON.stringify(image === 'logo' ? { remove_logo: true } : { remove_favicon: true }));
    if (await send(form, t(image === 'logo' ? 'logoRemoved' : 'faviconRemoved'))) setRemoving(null);
  }

  /** The stored image with its Remove button, above the file input that replaces it. */
  const stored = (image: Image, url: string | null) =>
    url ? (
      <div className="flex items-center gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- tenant uploads are served by our own route, not optimised */}
        <img
          src={url}
          alt={t(image === 'logo' ? 'currentLogo' : 'currentFavicon')}
          className={image === 'logo' ? 'h-10 w-auto' : 'h-8 w-8'}
        />
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => setRemoving(image)}>
          {t(image === 'logo' ? 'removeLogo' : 'removeFavicon')}
        </Button>
      </div>
    ) : null;

  const colour = (label: string, value: string, set: (v: string) => void, name: string) => (
    <Field label={label} error={HEX.test(value) ? null : t('invalidColour')}>
      {(p) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label} (${t('picker')})`}
            value={HEX.test(value) ? value : '#000000'}
            onChange={(e) => set(e.target.value)}
            className="h-10 w-12 cursor-pointer rounded border border-slate-300"
          />
          <Input {...p} name={name} value={value} onChange={(e) => set(e.target.value.trim())} maxLength={7} className="w-32 font-mono" />
        </div>
      )}
    </Field>
  );

  return (
    <form onSubmit={save} className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-5">
        {colour(t('primary'), primary, setPrimary, 'primary_color')}
        {colour(t('secondary'), secondary, setSecondary, 'secondary_color')}
        {stored('logo', initial.logo)}
        <Field label={t('logo')} hint={t('imageHint')}>
          {(p) => (
            <input
              {...p}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={(e) => setLogo(e.target.files?.[0] ?? null)}
              className="block text-sm"
            />
          )}
        </Field>
        {stored('favicon', initial.favicon)}
        <Field label={t('favicon')} hint={t('faviconHint')}>
          {(p) => (
            <input
              {...p}
              type="file"
              accept="image/png,image/x-icon,image/gif"
              onChange={(e) => setFavicon(e.target.files?.[0] ?? null)}
              className="block text-sm"
            />
          )}
        </Field>
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
          busy={busy}
          title={t(removing === 'favicon' ? 'removeFaviconTitle' : 'removeLogoTitle')}
          description={t(removing === 'favicon' ? 'removeFaviconBody' : 'removeLogoBody')}
          confirmLabel={t(removing === 'favicon' ? 'removeFavicon' : 'removeLogo')}
          cancelLabel={tc('cancel')}
          onConfirm={() => {
            if (removing) void remove(removing);
          }}
        />
        <div className="flex gap-2">
          <Button type="submit" loading={busy} disabled={!dirty || !valid}>
            {tc('save')}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={!dirty || busy}
            onClick={() => {
              setPrimary(initial.primary);
              setSecondary(initial.secondary);
              setLogo(null);
              setFavicon(null);
            }}
          >
            {tc('cancel')}
          </Button>
        </div>
      </div>
      <section aria-label={t('preview')} className="space-y-3">
        <h3 className="text-sm font-semibold text-slate-800">{t('preview')}</h3>
        {valid ? (
          <div className="overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="brand-preview">
            <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
              {logoPreview ? (
                // eslint-disable-next-line @next/next/no-img-element -- local preview of the chosen file
                <img src={logoPreview} alt="" className="h-7 w-auto" />
              ) : (
                <span className="h-7 w-7 rounded" style={{ background: primary }} />
              )}
              <span className="font-semibold text-slate-900">{t('previewCompany')}</span>
            </div>
            <div className="flex gap-2 px-4 py-2" style={{ background: secondary, color: textOn(secondary) }}>
              <span className="rounded px-2 py-1 text-sm font-medium" style={{ background: primary, color: textOn(primary) }}>
                {t('previewActive')}
              </span>
              <span className="px-2 py-1 text-sm">{t('previewItem')}</span>
            </div>
            <div className="p-4">
              <span
                className="inline-block rounded-md px-4 py-2 text-sm font-medium"
                style={{ background: primary, color: textOn(primary) }}
              >
                {t('previewButton')}
              </span>
            </div>
          </div>
        ) : null}
        {valid ? (
          <>
            <ContrastBadge fg={textOn(primary)} bg={primary} label={t('contrastPrimary')} />
            <ContrastBadge fg={textOn(secondary)} bg={secondary} label={t('contrastSecondary')} />
          </>
        ) : null}
      </section>
    </form>
  );
}
