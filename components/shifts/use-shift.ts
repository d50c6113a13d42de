'use client';
import { callApi, useApi, type ResultOf } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { onDemandRoutes } from '@/lib/contracts/routes/on-demand';
import { shiftsRoutes } from '@/lib/contracts/routes/shifts';
import { invalidate } from '@/lib/browser/invalidate';

export type ShiftDetail = ResultOf<typeof shiftsRoutes.shift>['data'];
export type Assignment = ShiftDetail['assignments'][number];

/** One shift with its workers and history; every change refetches it and the weeks on the board. */
export function useShift(id: string) {
  const detail = useApi(shiftsRoutes.shift, { params: { id } });
  const action = useAction({ revalidate: () => invalidate(onDemandRoutes.shifts) });
  const params = { id };
  /** Runs a change; the answer is the shift after it, put straight into the dialog's cache. */
  const change = async (fn: () => Promise<{ data: ShiftDetail; message?: string }>) => {
    const res = await action.run(fn, (r) => r.message ?? '');
    if (res) await detail.mutate({ data: res.data }, { revalidate: false });
    return res;
  };
  return {
    ...detail,
    busy: action.busy,
    fieldErrors: action.fieldErrors,
    publish: () => change(() => callApi(shiftsRoutes.publishShift, { params, body: {} })),
    cancel: (reason: string) => change(() => callApi(shiftsRoutes.cancelShift, { params, body: { reason } })),
    assign: (candidateIds: string[], status: 'invited' | 'accepted') =>
      change(() => callApi(shiftsRoutes.assign, { params, body: { candidate_ids: candidateIds, status } })),
    act: (body: {
      assignment_id: string;
      action: 'accept' | 'decline' | 'replace' | 'cancel_assignment' | 'no_show' | 'sent_home';
      note?: string;
      candidate_id?: string;
    }) => change(() => callApi(shiftsRoutes.actOnAssignment, { params, body })),
  };
}
