'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { ConfirmDialog } from '@/components/ui/dialog';
import type { CandidateFile } from '@/lib/attachments/schema';
import { useFormat } from '@/lib/browser/format';
import { apiKey, callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';

/** Download link: the API answers with Content-Disposition attachment, so the file is saved, never shown inline. */
export function DownloadLink({ file }: { file: CandidateFile }) {
  const t = useTranslations('candidates.files');
  return (
    <a
      // A plain link to the download endpoint: the browser sends the session cookie with it.
      href={apiKey(candidatesRoutes.download, { params: { id: file._id } })}
      download={file.filename}
      aria-label={t('download', { name: file.filename })}
      className="font-medium text-slate-900 underline-offset-2 hover:underline"
    >
      {file.filename}
    </a>
  );
}

export function FileList({ files, caption, onDeleted }: { files: CandidateFile[]; caption: string; onDeleted: () => void }) {
  const t = useTranslations('candidates.files');
  const tc = useTranslations('candidates.common');
  const fmt = useFormat();
  const { busy, run } = useAction();
  const [doomed, setDoomed] = useState<CandidateFile | null>(null);

  async function remove() {
    if (!doomed) return;
    const res = await run(() => callApi(candidatesRoutes.deleteFile, { params: { id: doomed._id } }), t('deleted'));
    setDoomed(null);
    if (res !== null) onDeleted();
  }

  const columns = useMemo(
    (): ColumnDef<CandidateFile>[] => [
      { id: 'name', header: t('columns.name'), meta: { className: 'break-all' }, cell: ({ row }) => <DownloadLink file={row.original} /> },
      { id: 'type', header: t('columns.type'), cell: ({ row }) => row.original.document_type?.name ?? '—' },
      { id: 'size', header: t('columns.size'), meta: { className: 'whitespace-nowrap' }, cell: ({ row }) => fmt.bytes(row.original.size) },
      {
        id: 'uploaded',
        header: t('columns.uploaded'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => fmt.stamp(row.original.created_at),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        meta: { className: 'text-end' },
        cell: ({ row: { original: f } }) => (
          <Button variant="ghost" size="sm" aria-label={t('deleteLabel', { name: f.filename })} onClick={() => setDoomed(f)}>
            {tc('delete')}
          </Button>
        ),
      },
    ],
    [t, tc, fmt],
  );

  return (
    <>
      <DataTable columns={columns} rows={files} getRowId={(f) => f._id} caption={caption} />
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => {
          if (!open) setDoomed(null);
        }}
        busy={busy}
        title={t('confirmTitle')}
        description={t('confirmBody', { name: doomed?.filename ?? '' })}
        confirmLabel={tc('delete')}
        cancelLabel={tc('cancel')}
        onConfirm={() => void remove()}
      />
    </>
  );
}
