'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FILE_ACCEPT, FILE_MAX_BYTES, type FileKind } from '@/lib/attachments/types';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import type { NamedOption } from '@/lib/candidates/types';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';

const ALLOWED = /\.(pdf|png|jpe?g)$/i;

/**
 * Upload of a document or resume. Size and name are checked here for a quick answer; the server decides
 * by the file's bytes (a renamed script is refused there).
 */
export function FileUpload({
  candidateId,
  kind,
  documentTypes,
  onUploaded,
  label,
}: {
  candidateId: string;
  kind: FileKind;
  documentTypes?: NamedOption[];
  onUploaded: () => void;
  label: string;
}) {
  const t = useTranslations('candidates.files');
  const { busy, run } = useAction();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [typeId, setTypeId] = useState('');
  const [tried, setTried] = useState(false);
  const problem = !file ? 'required' : file.size > FILE_MAX_BYTES ? 'tooLarge' : !ALLOWED.test(file.name) ? 'type' : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (problem || !file) return;
    const form = new FormData();
    form.set('candidate_id', candidateId);
    form.set('kind', kind);
    if (typeId) form.set('document_type_id', typeId);
    form.set('file', file);
    const res = await run(() => callApi(candidatesRoutes.upload, { body: form }), t('uploaded'));
    if (res === null) return;
    setFile(null);
    setTried(false);
    if (input.current) input.current.value = '';
    onUploaded();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <Field label={label} error={tried && problem ? t(`problems.${problem}`) : null} hint={t('hint')}>
        {(p) => (
          <input
            {...p}
            ref={input}
            type="file"
            accept={FILE_ACCEPT}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block text-sm text-slate-800 file:me-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
        )}
      </Field>
      {documentTypes ? (
        <Select
          label={t('documentType')}
          size="sm"
          className="w-52"
          value={typeId}
          onValueChange={setTypeId}
          options={[{ value: '', label: t('noDocumentType') }, ...documentTypes.map((d) => ({ value: d._id, label: d.name }))]}
        />
      ) : null}
      <Button type="submit" size="sm" className="mt-7" loading={busy}>
        {t('upload')}
      </Button>
    </form>
  );
}
