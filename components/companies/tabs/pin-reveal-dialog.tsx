'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * Shows a kiosk's new PIN the one time the API returns it: large, copyable, with a warning that it
 * cannot be shown again. Closing forgets it (the parent drops the value).
 */
export function PinRevealDialog({ kioskName, pin, onClose }: { kioskName: string; pin: string | null; onClose: () => void }) {
  const t = useTranslations('companies.kiosks');
  const tc = useTranslations('common');
  const [copied, setCopied] = useState(false);
  async function copy() {
    if (!pin) return;
    try {
      await navigator.clipboard.writeText(pin);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Dialog
      open={pin !== null}
      onOpenChange={(o) => {
        if (!o) {
          setCopied(false);
          onClose();
        }
      }}
      title={t('pinTitle', { name: kioskName })}
      footer={
        <Button
          onClick={() => {
            setCopied(false);
            onClose();
          }}
        >
          {tc('close')}
        </Button>
      }
    >
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        {t('pinWarning')}
      </p>
      <div className="mt-4 flex items-center justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 p-4">
        <output aria-label={t('pinLabel')} className="font-mono text-3xl tracking-[0.3em] text-slate-900" data-testid="kiosk-pin">
          {pin}
        </output>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? t('copied') : ''}
      </p>
    </Dialog>
  );
}
