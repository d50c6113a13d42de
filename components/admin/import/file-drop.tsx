'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type DragEvent } from 'react';
import { useFormat } from '@/lib/browser/format';
import { cn } from '@/lib/cn';

/**
 * A drop zone around a real file input: dropping works with a mouse, and the input itself (label,
 * keyboard, screen readers) works without one.
 */
export function FileDrop({
  file,
  round,
  disabled,
  onFile,
}: {
  file: File | null;
  round: number;
  disabled: boolean;
  onFile: (f: File) => void;
}) {
  const t = useTranslations('dataImport');
  const fmt = useFormat();
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'rounded-lg border-2 border-dashed px-6 py-8 text-center transition',
        over ? 'border-brand bg-slate-50' : 'border-slate-300 bg-white',
      )}
    >
      <span aria-hidden className="mb-2 block text-3xl text-slate-400">
        ⇪
      </span>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {t('drop')}
      </label>
      <input
        key={round}
        id={id}
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) onFile(chosen);
        }}
        className="mx-auto mt-3 block text-sm text-slate-700 file:me-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand file:px-3 file:py-2 file:text-sm file:font-medium file:text-on-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
      />
      <p id={`${id}-hint`} className="mt-2 text-xs text-slate-600">
        {t('limits')}
      </p>
      {file ? <p className="mt-3 text-sm text-slate-800">{t('chosen', { name: file.name, size: fmt.bytes(file.size) })}</p> : null}
    </div>
  );
}
