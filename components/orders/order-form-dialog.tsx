'use client';
import { RequestHint } from '@/components/work-requests/request-hint';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { CompanyLocationFields } from '@/components/placements/company-location-fields';
import { invalidFields } from '@/components/ui/form/invalid-fields';
import { useAction } from '@/lib/browser/use-action';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CONTACT_EDITABLE, createOrderBody, updateOrderBody } from '@/lib/orders/schema';
import type { OrderDetail } from '@/lib/orders/schema';
import { orderApi, revalidateOrders } from './api';
import { positionIdOf, type PositionOption } from '@/components/work-requests/position-select';
import { OrderFields, orderPayload, type OrderDraft, type OrderField } from './order-fields';
import { weekdaysOf } from '@/lib/work-requests/fields';

const STAFF_FIELDS: readonly OrderField[] = ['position', 'headcount', 'start_date', 'end_date', 'repeat', 'bill_rate', 'notes'];
const CONTACT_NEW: readonly OrderField[] = ['position', 'headcount', 'start_date', 'end_date', 'repeat', 'notes'];

/** The form's draft of an order; its position chosen in the list when the list has that name. */
export const draftOf = (o: OrderDetail, positions: readonly PositionOption[]): OrderDraft => ({
  companyId: o.company_id,
  locationId: o.location_id,
  positionId: positionIdOf(o.position, positions),
  headcount: String(o.headcount),
  start_date: o.start_date,
  end_date: o.end_date ?? '',
  // The repeat it was made with, re-read from its days: saving unchanged re-expands the same days.
  weekdays: o.work_dates ? weekdaysOf(o.work_dates) : [],
  count: '',
  bill_rate: o.bill_rate === null ? '' : String(o.bill_rate),
  notes: o.notes ?? '',
});

const todayLocal = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * New order (no `order`) or edit of one. Mounted only while open, so it starts from `initial` each time.
 * A contact picks among their assigned sites only (the locations API narrows them) and never prices it.
 */
export function OrderFormDialog({
  order,
  initial,
  isClient,
  positions,
  onClose,
  onSaved,
}: {
  order?: OrderDetail;
  initial: OrderDraft;
  isClient: boolean;
  /** The tenant's positions (loaded by the /orders page): the position is picked from them. */
  positions: readonly PositionOption[];
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const t = useTranslations('orders');
  const formId = useId();
  const [draft, setDraft] = useState<OrderDraft>(initial);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const { run, busy, fieldErrors: serverErrors } = useAction({ revalidate: revalidateOrders, fallbackError: t('errors.generic') });
  const fields = !isClient ? STAFF_FIELDS : order ? (CONTACT_EDITABLE as readonly OrderField[]) : CONTACT_NEW;

  /**
   * The save, once the schema the API parses accepts the input (what is sent is what it accepted: rates and
   * headcount as numbers); null, with the refused fields marked, otherwise.
   */
  function checkedCall(): (() => Promise<{ data: OrderDetail }>) | null {
    const payload = orderPayload(draft, fields);
    if (order) {
      const parsed = updateOrderBody.safeParse(payload);
      setInvalid(parsed.success ? new Set() : invalidFields(parsed.error.issues));
      return parsed.success ? () => orderApi.update(order._id, parsed.data) : null;
    }
    const parsed = createOrderBody.safeParse({ ...payload, location_id: draft.locationId, company_id: draft.companyId || null });
    setInvalid(parsed.success ? new Set() : invalidFields(parsed.error.issues));
    return parsed.success ? () => orderApi.create(parsed.data) : null;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const call = checkedCall();
    if (!call) return;
    const saved = await run(call, t(order ? 'saved' : 'created'));
    if (saved) onSaved(saved.data._id);
  }

  const bad = new Set([...invalid, ...Object.keys(serverErrors)]);
  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t(order ? 'form.editTitle' : 'form.newTitle')}
      description={isClient && !order ? t('form.contactHint') : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('actions.close')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t(order ? 'form.save' : 'form.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="max-h-[60vh] space-y-4 overflow-y-auto pe-1">
        {order ? null : <RequestHint kind="order" />}
        {order ? null : (
          <CompanyLocationFields
            companyId={draft.companyId}
            locationId={draft.locationId}
            hideCompany={isClient}
            invalid={bad}
            onChange={(v) => setDraft((d) => ({ ...d, ...v }))}
          />
        )}
        <OrderFields
          draft={draft}
          onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
          invalid={bad}
          fields={fields}
          positions={positions}
          minStart={isClient ? todayLocal() : undefined}
        />
      </form>
    </Dialog>
  );
}
