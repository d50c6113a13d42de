import { callApi } from '@/lib/browser/typed-api';
import { pushNotificationsRoutes } from '@/lib/contracts/routes/push-notifications';
import type { Audience } from '@/lib/push-notifications/types';
import { invalidate } from '@/lib/browser/invalidate';

/** Every cached push read (history pages, details) refetches after a send or a cancel; the audience options stay. */
export const revalidatePush = () => invalidate(pushNotificationsRoutes.list, pushNotificationsRoutes.get);

type ComposeRequest = { title: string; body: string; audience: Audience; send_at?: string };

export const sendNotification = (body: ComposeRequest) => callApi(pushNotificationsRoutes.compose, { body });
export const cancelNotification = (id: string) => callApi(pushNotificationsRoutes.cancel, { params: { id } });
export const fetchCount = (audience: Audience) =>
  callApi(pushNotificationsRoutes.audienceCount, { body: { audience } }).then((r) => r.data.count);
