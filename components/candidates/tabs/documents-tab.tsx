'use client';
import { useTranslations } from 'next-intl';
import { FileList } from '@/components/attachments/file-list';
import { FileUpload } from '@/components/attachments/file-upload';
import { useFiles } from '@/components/attachments/use-files';
import { Empty, Loaded } from '@/components/ui/load-states';
import type { TabProps } from '../detail/tab-types';

export default function DocumentsTab({ candidate, options }: TabProps) {
  const t = useTranslations('candidates.files');
  const { data, error, mutate } = useFiles(candidate._id, 'document');
  return (
    <div className="space-y-4">
      <FileUpload
        candidateId={candidate._id}
        kind="document"
        label={t('documentFile')}
        documentTypes={options.documentTypes}
        onUploaded={() => void mutate()}
      />
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(body) =>
          body.data.length === 0 ? (
            <Empty>{t('noDocuments')}</Empty>
          ) : (
            <FileList files={body.data} caption={t('documentsCaption', { name: candidate.name })} onDeleted={() => void mutate()} />
          )
        }
      </Loaded>
    </div>
  );
}
