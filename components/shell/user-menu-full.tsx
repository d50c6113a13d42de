'use client';
import { useAction } from '@/lib/browser/use-action';
import * as M from '@radix-ui/react-dropdown-menu';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { focusFirstItemIf, type LoadedMenuProps } from '@/components/ui/lazy-menu';
import { callApi, type BodyOf } from '@/lib/browser/typed-api';
import { layoutsRoutes } from '@/lib/contracts/routes/settings';
import { signOut } from '@/lib/browser/sign-out';
import type { Layout } from '@/lib/settings/service';

import { TimeZoneDialog } from './time-zone-dialog';
import { TRIGGER_CLASS, TriggerFace } from './user-menu-face';

const item =
  'flex cursor-pointer items-center justify-between gap-4 rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** One of the choices the layout endpoint takes (its contract's body). */
type LayoutChoice = BodyOf<typeof layoutsRoutes.save>;

export type UserMenuProps = { username: string; roleLabel: string; layout: Layout; logoutHref: string };

/** The account menu itself (Radix dropdown); user-menu.tsx loads it on first use. */
export function UserMenuFull({ username, roleLabel, layout, logoutHref, openedBy }: UserMenuProps & LoadedMenuProps) {
  const t = useTranslations('shell');
  const router = useRouter();
  const { run } = useAction();
  // The dialog outlives the menu, which closes as the item is chosen.
  const [zoneOpen, setZoneOpen] = useState(false);
  const save = async (patch: LayoutChoice) => {
    if (await run(() => callApi(layoutsRoutes.save, { params: { id: 'me' }, body: patch }))) router.refresh();
  };
  const choice = <K extends keyof LayoutChoice>(key: K, value: NonNullable<LayoutChoice[K]>, label: string) => (
    <M.RadioItem value={value} className={item} onSelect={() => save({ [key]: value })}>
      {label}
      <M.ItemIndicator aria-hidden>✓</M.ItemIndicator>
    </M.RadioItem>
  );
  return (
    <>
      <M.Root defaultOpen>
        <M.Trigger className={TRIGGER_CLASS} aria-label={t('account')}>
          <TriggerFace username={username} roleLabel={roleLabel} />
        </M.Trigger>
        <M.Portal>
          <M.Content
            ref={focusFirstItemIf(openedBy)}
            align="end"
            sideOffset={6}
            className="z-50 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          >
            <M.Label className="px-3 py-1 text-xs font-semibold uppercase text-slate-600">{t('layout')}</M.Label>
            <M.RadioGroup value={layout.layout_type}>
              {choice('layout_type', 'horizontal', t('horizontal'))}
              {choice('layout_type', 'vertical', t('vertical'))}
            </M.RadioGroup>
            <M.Separator className="my-1 h-px bg-slate-200" />
            <M.RadioGroup value={layout.layout_width}>
              {choice('layout_width', 'fluid', t('fluid'))}
              {choice('layout_width', 'boxed', t('boxed'))}
            </M.RadioGroup>
            <M.Separator className="my-1 h-px bg-slate-200" />
            <M.RadioGroup value={layout.topbar_theme}>
              {choice('topbar_theme', 'light', t('lightTopbar'))}
              {choice('topbar_theme', 'dark', t('darkTopbar'))}
            </M.RadioGroup>
            <M.Separator className="my-1 h-px bg-slate-200" />
            <M.Item className={item} onSelect={() => setZoneOpen(true)}>
              {t('timeZone.menu')}
            </M.Item>
            <M.Separator className="my-1 h-px bg-slate-200" />
            <M.Item
              className={item}
              onSelect={async () => {
                await signOut();
                router.push(logoutHref);
              }}
            >
              {t('signOut')}
            </M.Item>
          </M.Content>
        </M.Portal>
      </M.Root>
      <TimeZoneDialog open={zoneOpen} onOpenChange={setZoneOpen} />
    </>
  );
}
