'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { CreateStatusInput } from '@/lib/statuses/schema';
import type { StatusOption } from '@/lib/statuses/schema';
import { StatusOptionForm } from './status-option-form';
import { useStatusName } from './use-status-name';

/** One active option inside its sortable row: name and colour, default badge, and its actions (or its edit form). */
export function StatusOptionRow({
  option,
  canEdit,
  withPlaceable,
  onSave,
  onDefault,
  onArchive,
}: {
  option: StatusOption;
  canEdit: boolean;
  /** A candidate status: it can be marked not placeable. */
  withPlaceable?: boolean;
  onSave: (values: CreateStatusInput) => Promise<boolean>;
  onDefault: () => void;
  onArchive: () => void;
}) {
  const t = useTranslations('statuses');
  const statusName = useStatusName();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <StatusOptionForm
        compact
        initial={option}
        withPlaceable={withPlaceable}
        submitLabel={t('save')}
        onCancel={() => setEditing(false)}
        onSubmit={async (v) => {
          const ok = await onSave(v);
          if (ok) setEditing(false);
          return ok;
        }}
      />
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        aria-hidden
        className="h-3 w-3 rounded-full border border-slate-300"
        style={{ backgroundColor: option.color ?? 'transparent' }}
      />
      <span className="font-medium text-slate-900">{statusName(option.name)}</span>
      {option.is_default ? <Badge tone="info">{t('default')}</Badge> : null}
      {withPlaceable && !option.placeable ? <Badge tone="danger">{t('notPlaceable')}</Badge> : null}
      {canEdit ? (
        <span className="ms-auto flex flex-wrap gap-1">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
          {option.is_default ? null : (
            <Button size="sm" variant="outline" onClick={onDefault}>
              {t('makeDefault')}
            </Button>
          )}
          {option.is_default ? null : (
            <Button size="sm" variant="ghost" onClick={onArchive}>
              {t('archive')}
            </Button>
          )}
        </span>
      ) : null}
    </div>
  );
}
