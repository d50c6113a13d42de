import { invalidate } from '@/lib/browser/invalidate';
import { callApi, type BodyOf } from '@/lib/browser/typed-api';
import { placementsRoutes as p } from '@/lib/contracts/routes/placements';

export const orderApi = {
  create: (body: BodyOf<typeof p.createOrder>) => callApi(p.createOrder, { body }),
  update: (id: string, body: BodyOf<typeof p.updateOrder>) => callApi(p.updateOrder, { params: { id }, body }),
  cancel: (id: string) => callApi(p.cancelOrder, { params: { id } }),
  fill: (id: string, body: BodyOf<typeof p.fillOrder>) => callApi(p.fillOrder, { params: { id }, body }),
};

/** After any order change: orders (lists with their counts, details) and placements, which filling creates. */
export const revalidateOrders = () => invalidate(p.orders, p.order, p.list, p.get);
