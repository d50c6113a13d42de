import type { ScopedMutator } from 'swr';
import { callApi } from '@/lib/browser/typed-api';
import { pushNotificationsRoutes } from '@/lib/contracts/routes/push-notifications';
import type { Audience } from '@/lib/push-notifications/types';

/** API paths of the push-notification module (main service); SWR keys are these paths plus their query. */
export const PUSH_PATH = 'push-notifications';
export const OPTIONS_PATH = `${PUSH_PATH}/audience-options`;
export const detailPath = (id: string) => `${PUSH_PATH}/${encodeURIComponent(id)}`;

/** Every cached push read (history pages, details) refetches after a send or a cancel. */
export const revalidatePush = (mutate: ScopedMutator) =>
  mutate((key) => typeof key === 'string' && key.startsWith(PUSH_PATH) && !key.startsWith(OPTIONS_PATH));

type ComposeRequest = { title: string; body: string; audience: Audience; send_at?: string };

export const sendNotification = (body: ComposeRequest) => callApi(pushNotificationsRoutes.compose, { body });
export const cancelNotification = (id: string) => callApi(pushNotificationsRoutes.cancel, { params: { id } });
export const fetchCount = (audience: Audience) =>
  callApi(pushNotificationsRoutes.audienceCount, { body: { audience } }).then((r) => r.data.count);
