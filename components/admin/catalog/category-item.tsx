'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { JobCategory } from '@/lib/catalog/schema';
import { NameForm } from './name-form';

/** One active category: its name (renamed in place), its skills as removable chips, and an add-skill input. */
export function CategoryItem({
  category,
  onRename,
  onArchive,
  onAddSkill,
  onRemoveSkill,
}: {
  category: JobCategory;
  onRename: (name: string) => Promise<boolean>;
  onArchive: () => void;
  onAddSkill: (name: string) => Promise<boolean>;
  onRemoveSkill: (skillId: string) => void;
}) {
  const t = useTranslations('catalog.categories');
  const [renaming, setRenaming] = useState(false);
  return (
    <div className="space-y-2">
      {renaming ? (
        <NameForm
          compact
          label={t('name')}
          initial={category.name}
          submitLabel={t('save')}
          onCancel={() => setRenaming(false)}
          onSubmit={async (name) => {
            const ok = await onRename(name);
            if (ok) setRenaming(false);
            return ok;
          }}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-medium text-slate-900">{category.name}</h4>
          <span className="ms-auto flex gap-1">
            <Button size="sm" variant="outline" aria-label={t('renameNamed', { name: category.name })} onClick={() => setRenaming(true)}>
              {t('rename')}
            </Button>
            <Button size="sm" variant="ghost" aria-label={t('archiveNamed', { name: category.name })} onClick={onArchive}>
              {t('archive')}
            </Button>
          </span>
        </div>
      )}
      <ul aria-label={t('skillsOf', { name: category.name })} className="flex flex-wrap gap-1.5">
        {category.skills.length === 0 ? <li className="text-sm text-slate-600">{t('noSkills')}</li> : null}
        {category.skills.map((s) => (
          <li
            key={s._id}
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 ps-2.5 pe-1 text-xs font-medium text-slate-800"
          >
            {s.name}
            <button
              type="button"
              aria-label={t('removeSkill', { name: s.name })}
              onClick={() => onRemoveSkill(s._id)}
              className="rounded-full px-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <NameForm compact label={t('addSkillTo', { name: category.name })} submitLabel={t('addSkill')} onSubmit={onAddSkill} />
    </div>
  );
}
