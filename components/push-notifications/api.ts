import type { ScopedMutator } from 'swr';
import { api } from '@/lib/browser/api';
import type { Audience, NotificationRow } from '@/lib/push-notifications/types';

/** API paths of the push-notification module (main service); SWR keys are these paths plus their query. */
export const PUSH_PATH = 'push-notifications';
export const OPTIONS_PATH = `${PUSH_PATH}/audience-options`;
const COUNT_PATH = `${PUSH_PATH}/audience-count`;
export const detailPath = (id: string) => `${PUSH_PATH}/${encodeURIComponent(id)}`;

/** Every cached push read (history pages, details) refetches after a send or a cancel. */
export const revalidatePush = (mutate: ScopedMutator) =>
  mutate((key) => typeof key === 'string' && key.startsWith(PUSH_PATH) && !key.startsWith(OPTIONS_PATH));

type ComposeRequest = { title: string; body: string; audience: Audience; send_at?: string };

export const sendNotification = (body: ComposeRequest) => api.post<{ data: NotificationRow; message?: string }>('main', PUSH_PATH, body);
export const cancelNotification = (id: string) => api.post<{ data: NotificationRow }>('main', `${detailPath(id)}/cancel`);
export const fetchCount = (audience: Audience) => api.post<{ data: { count: number } }>('main', COUNT_PATH, { audience }).then((r) => r.data.count);
