'use client';
import { useTranslations } from 'next-intl';
import { DownloadLink } from '@/components/attachments/file-list';
import { FileUpload } from '@/components/attachments/file-upload';
import { useFiles } from '@/components/attachments/use-files';
import { Empty, Loaded } from '@/components/ui/load-states';
import { useFormat } from '@/lib/browser/format';
import type { TabProps } from '../detail/tab-types';
import { Section } from './section';

/** The current resume as a download link (never previewed inline), and an upload that replaces it. */
export default function ResumeTab({ candidate }: TabProps) {
  const t = useTranslations('candidates.resume');
  const fmt = useFormat();
  const { data, error, mutate } = useFiles(candidate._id, 'resume');
  return (
    <div className="max-w-3xl space-y-6">
      <Section id="resume-current" title={t('current')}>
        <Loaded data={data} error={error} retry={() => void mutate()}>
          {(body) => {
            const resume = body.data[0];
            return resume ? (
              <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
                <DownloadLink file={resume} />
                {' · '}
                {fmt.bytes(resume.size)}
                {' · '}
                {t('uploadedAt', { when: fmt.stamp(resume.created_at) })}
              </p>
            ) : (
              <Empty>{t('none')}</Empty>
            );
          }}
        </Loaded>
      </Section>
      <Section id="resume-upload" title={data?.data.length ? t('replace') : t('upload')} hint={t('hint')}>
        <FileUpload candidateId={candidate._id} kind="resume" label={t('file')} onUploaded={() => void mutate()} />
      </Section>
    </div>
  );
}
