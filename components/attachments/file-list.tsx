'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { candidatesUrl } from '@/lib/browser/candidates-service';
import { paths } from './api';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { CandidateFile } from '@/lib/attachments/types';
import { api } from '@/lib/browser/api';
import { useFormat } from '@/lib/browser/format';
import { useAction } from '@/lib/browser/use-action';

/** Download link: the API answers with Content-Disposition attachment, so the file is saved, never shown inline. */
export function DownloadLink({ file }: { file: CandidateFile }) {
  const t = useTranslations('candidates.files');
  return (
    <a
      href={candidatesUrl(file.download_path)}
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
    const res = await run(() => api.del('candidates', paths.file(doomed._id)), t('deleted'));
    setDoomed(null);
    if (res !== null) onDeleted();
  }

  return (
    <>
      <Table caption={caption}>
        <THead>
          <tr>
            <TH>{t('columns.name')}</TH>
            <TH>{t('columns.type')}</TH>
            <TH>{t('columns.size')}</TH>
            <TH>{t('columns.uploaded')}</TH>
            <TH>
              <span className="sr-only">{t('columns.actions')}</span>
            </TH>
          </tr>
        </THead>
        <TBody>
          {files.map((f) => (
            <TR key={f._id}>
              <TD className="break-all">
                <DownloadLink file={f} />
              </TD>
              <TD>{f.document_type?.name ?? '—'}</TD>
              <TD className="whitespace-nowrap">{fmt.bytes(f.size)}</TD>
              <TD className="whitespace-nowrap">{fmt.stamp(f.created_at)}</TD>
              <TD className="text-end">
                <Button variant="ghost" size="sm" aria-label={t('deleteLabel', { name: f.filename })} onClick={() => setDoomed(f)}>
                  {tc('delete')}
                </Button>
              </TD>
            </TR>
          ))}
        </TBody>
      </Table>
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
