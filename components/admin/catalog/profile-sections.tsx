'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Loaded } from '@/components/ui/load-states';
import { useApi, type ResultOf } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { ALWAYS_SHOWN, type ProfileSection } from '@/lib/catalog/sections';
import { profileSectionsRoutes } from '@/lib/contracts/routes/catalog';
import { catalogApi } from './api';
import { SortableList } from '@/components/ui/sortable-list';

type Sections = ResultOf<typeof profileSectionsRoutes.get>;
type Row = { section: ProfileSection; shown: boolean };

/** Shown sections first in their order, then the hidden ones in the default order. */
const rowsOf = (d: Sections['data']): Row[] => [
  ...d.sections.map((section) => ({ section, shown: true })),
  ...d.available.filter((s) => !d.sections.includes(s)).map((section) => ({ section, shown: false })),
];

function Editor({ initial, onSaved }: { initial: Sections['data']; onSaved: (d: Sections) => void }) {
  const t = useTranslations('catalog.sections');
  const tabs = useTranslations('candidates.tabs');
  const { busy, run } = useAction();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(initial));
  const dirty = JSON.stringify(rows.filter((r) => r.shown).map((r) => r.section)) !== JSON.stringify(initial.sections);

  async function save() {
    const res = await run(() => catalogApi.saveSections(rows.filter((r) => r.shown).map((r) => r.section)), t('saved'));
    if (res) onSaved(res);
  }

  return (
    <div className="space-y-3">
      <SortableList items={rows} idOf={(r) => r.section} nameOf={(r) => tabs(r.section)} onReorder={setRows} disabled={busy}>
        {(r) => (
          <Checkbox
            label={tabs(r.section)}
            checked={r.shown}
            disabled={r.section === ALWAYS_SHOWN}
            onChange={(e) => setRows((xs) => xs.map((x) => (x.section === r.section ? { ...x, shown: e.target.checked } : x)))}
          />
        )}
      </SortableList>
      <p className="text-xs text-slate-600">{t('detailsAlways')}</p>
      <div className="flex gap-2">
        <Button size="sm" loading={busy} disabled={!dirty} onClick={() => void save()}>
          {t('save')}
        </Button>
        <Button size="sm" variant="ghost" disabled={!dirty || busy} onClick={() => setRows(rowsOf(initial))}>
          {t('reset')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Admin settings → Candidates: which candidate profile tabs show, and in what order. Saved together with
 * Save, as order and visibility are one choice.
 */
export function ProfileSections() {
  const t = useTranslations('catalog.sections');
  const { data, error, mutate } = useApi(profileSectionsRoutes.get, {});
  return (
    <AdminSection title={t('title')} intro={t('intro')}>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(d) => <Editor key={d.data.sections.join()} initial={d.data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />}
      </Loaded>
    </AdminSection>
  );
}
