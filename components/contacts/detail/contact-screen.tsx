'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { NotesPanel } from '@/components/notes/notes-panel';
import { Tabs } from '@/components/ui/tabs';
import type { ContactDetail } from '@/lib/contacts/schema';
import { oneOfParam } from '@/lib/url-state/params';
import { useBack } from '@/lib/url-state/use-back';
import { useListState } from '@/lib/url-state/use-list-state';
import { ConversationsTab } from '../tabs/conversations-tab';
import { LocationsTab } from '../tabs/locations-tab';
import { SettingsTab } from '../tabs/settings-tab';
import { revalidateContacts } from '../api';
import { useContact } from '../use-contacts';
import { ContactHeader } from './contact-header';

/** SPEC §2's tabs of /contacts/{contactId}, in its order. */
const CONTACT_TABS = ['notes', 'conversations', 'locations', 'settings'] as const;
/** The open tab in the URL (?tab=): an unknown one reads as the first, which leaves the URL clean. */
const tabParams = { tab: oneOfParam(CONTACT_TABS, 'notes') };

/** /contacts/{id}: header with avatar and archive/restore, then the four tabs (open tab in the URL). */
export function ContactScreen({ initial }: { initial: ContactDetail }) {
  const t = useTranslations('contacts.detail');
  const [{ tab }, update] = useListState(tabParams);
  const { data } = useContact(initial._id, initial);
  const contact = data?.data ?? initial;
  // The list it was opened from, filters kept (its row links carry it as `back`).
  const back = useBack('/contacts');
  // Archive, restore, avatar and assignments change the lists and the settings too.
  const refresh = () => void revalidateContacts();
  const content = {
    notes: <NotesPanel subjectType="contact" subjectId={contact._id} />,
    conversations: <ConversationsTab contact={contact} />,
    locations: <LocationsTab contact={contact} onChanged={refresh} />,
    settings: <SettingsTab contact={contact} onChanged={refresh} />,
  };
  return (
    <>
      <nav aria-label={t('breadcrumb')} className="mb-2 text-sm">
        <Link href={back} className="text-slate-700 underline-offset-2 hover:underline">
          {t('back')}
        </Link>
      </nav>
      <ContactHeader contact={contact} onChanged={refresh} />
      <Tabs
        label={t('tabsLabel')}
        value={tab}
        onValueChange={(next) => update({ tab: next })}
        items={CONTACT_TABS.map((value) => ({ value, label: t(`tabs.${value}`), content: content[value] }))}
      />
    </>
  );
}
