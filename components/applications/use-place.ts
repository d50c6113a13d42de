'use client';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { revalidatePlacements } from '@/components/placements/api';
import { useToast } from '@/components/ui/toast';
import type { PlaceForm } from '@/lib/applications/place-schema';
import type { ApplicationRow } from '@/lib/applications/types';
import { messageOf } from '@/lib/browser/message-of';
import { callApi, keysOf } from '@/lib/browser/typed-api';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import { placementsRoutes } from '@/lib/contracts/routes/placements';
import type { StatusOption } from '@/lib/statuses/types';
import { applicationApi, revalidateApplications } from './api';

/** The status an application moves to once its candidate is placed, when the tenant has one by that name. */
const PLACED = 'placed';

/**
 * Places the application's candidate (POST /api/main/placements, the placements module's contract),
 * then moves the application to 'Placed'. Resolves true when the placement was made; every failure
 * is toasted with the server's message (409 when the candidate is excluded from the company).
 */
export function usePlace(statuses: StatusOption[]) {
  const t = useTranslations('applications.place');
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return async (app: ApplicationRow, form: PlaceForm): Promise<boolean> => {
    try {
      await callApi(placementsRoutes.create, {
        body: {
          candidate_id: app.candidate_id,
          job_id: app.job_id,
          application_id: app._id,
          ...form,
          end_date: form.end_date ?? undefined,
        },
      });
    } catch (e) {
      toast.error(messageOf(e, t('failed')));
      return false;
    }
    toast.success(t('done', { name: app.candidate_name }));
    const placed = statuses.find((s) => s.name.toLowerCase() === PLACED);
    if (placed && placed._id !== app.status_id) {
      try {
        await applicationApi.update(app._id, { status_id: placed._id });
      } catch (e) {
        toast.error(messageOf(e, t('statusFailed')));
      }
    }
    await revalidateApplications(mutate);
    // The placements module's own filter (its lists and details), and the candidate's placements tab.
    void revalidatePlacements(mutate);
    void mutate(keysOf(candidatesRoutes.placements, candidatesRoutes.list));
    return true;
  };
}
