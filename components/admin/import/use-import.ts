'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useAction } from '@/lib/browser/use-action';
import { MAX_IMPORT_BYTES, type ImportEntity } from '@/lib/import/fields';
import type { ImportPreview } from '@/lib/import/schema';
import { importApi, rowErrorsOf } from './api';
import { messageOf } from '@/lib/browser/message-of';

export type Phase = 'idle' | 'checking' | 'importing';

/**
 * The import flow: pick what to import and a file, read the server's preview, then commit. Choosing
 * another entity or file checks again; an answer to an older choice is dropped when it arrives late.
 */
export function useImport() {
  const t = useTranslations('dataImport');
  const tc = useTranslations('common');
  const { run } = useAction();
  const [entity, setEntity] = useState<ImportEntity>('candidates');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  // Bumped on every new choice; also remounts the file input so the same file can be chosen again.
  const [round, setRound] = useState(0);
  const latest = useRef(0);

  async function check(nextEntity: ImportEntity, nextFile: File) {
    const id = ++latest.current;
    setPreview(null);
    setProblem(null);
    // The server refuses it anyway; saying so here saves uploading 5 MB for nothing.
    if (nextFile.size > MAX_IMPORT_BYTES) return setProblem(t('tooLarge'));
    setPhase('checking');
    try {
      const res = await importApi.preview(nextEntity, nextFile);
      if (id === latest.current) setPreview(res.data);
    } catch (err) {
      if (id === latest.current) setProblem(messageOf(err, tc('actionFailed')));
    } finally {
      if (id === latest.current) setPhase('idle');
    }
  }

  function reset() {
    latest.current++;
    setFile(null);
    setPreview(null);
    setProblem(null);
    setPhase('idle');
    setRound((n) => n + 1);
  }

  async function commit() {
    if (!file || !preview || phase !== 'idle') return;
    setPhase('importing');
    const res = await run(
      () => importApi.commit(entity, file),
      (r) => t('imported', { count: r.data.created }),
      (_, err) => {
        // The data changed since the preview (someone added the same email): show the new errors.
        const rows = rowErrorsOf(err);
        if (rows) setPreview({ ...preview, errors: rows, error_rows: new Set(rows.map((e) => e.row)).size });
      },
    );
    if (res) reset();
    else setPhase('idle');
  }

  return {
    entity,
    file,
    preview,
    problem,
    phase,
    round,
    commit,
    reset,
    chooseEntity: (next: ImportEntity) => {
      setEntity(next);
      if (file) void check(next, file);
    },
    chooseFile: (next: File) => {
      setFile(next);
      void check(entity, next);
    },
  };
}
