'use client';
import { useAction } from '@/lib/browser/use-action';
import { useTranslations } from 'next-intl';
import { revalidatePlacements } from '@/components/placements/api';
import type { PlaceForm } from '@/lib/applications/place-schema';
import type { ApplicationRow } from '@/lib/applications/schema';
import { callApi } from '@/lib/browser/typed-api';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import { placementsRoutes } from '@/lib/contracts/routes/placements';
import type { StatusOption } from '@/lib/statuses/schema';
import { applicationApi, revalidateApplications } from './api';
import { invalidate } from '@/lib/browser/invalidate';

/** The status an application moves to once its candidate is placed, when the tenant has one by that name. */
const PLACED = 'placed';

/**
 * Places the application's candidate (POST /api/main/placements, the placements module's contract),
 * then moves the application to 'Placed'. Resolves true when the placement was made; every failure
 * is toasted with the server's message (409 when the candidate is excluded from the company).
 */
export function usePlace(statuses: StatusOption[]) {
  const t = useTranslations('applications.place');
  const place = useAction({ fallbackError: t('failed') });
  const move = useAction({ fallbackError: t('statusFailed') });
  return async (app: ApplicationRow, form: PlaceForm): Promise<boolean> => {
    const made = await place.run(
      () =>
        callApi(placementsRoutes.create, {
          body: {
            candidate_id: app.candidate_id,
            job_id: app.job_id,
            application_id: app._id,
            ...form,
            end_date: form.end_date ?? undefined,
          },
        }),
      t('done', { name: app.candidate_name }),
    );
    if (!made) return false;
    const placed = statuses.find((s) => s.name.toLowerCase() === PLACED);
    if (placed && placed._id !== app.status_id) await move.run(() => applicationApi.update(app._id, { status_id: placed._id }));
    await revalidateApplications();
    // The placements module's own filter (its lists and details), and the candidate's placements tab.
    void revalidatePlacements();
    void invalidate(candidatesRoutes.placements, candidatesRoutes.list);
    return true;
  };
}
