import { z } from 'zod';
import { defineContract } from '@/lib/contracts/kit/contract';
import { pageQuery } from '@/lib/schema-kit/paging';
import { listOf, one } from '@/lib/schema-kit/responses';
import { ADMINS, STAFF } from '@/lib/auth/roles';
import { createOrderBody, fillOrderBody, orderDetail, orderList, orderListQuery, updateOrderBody } from '@/lib/orders/schema';
import { placementRequestRow } from '@/lib/placement-requests/schema';
import {
  createPlacementBody,
  endPlacementBody,
  placementDetail,
  placementListQuery,
  placementRow,
  updatePlacementBody,
} from '@/lib/placements/schema';

// Reads follow the screens' rows (a Company Contact when the tenant opens them to clients); writes are the agency's.
const placementsScreen = { route: '/placements' } as const;
const ordersScreen = { route: '/orders' } as const;
const staff = { allow: STAFF } as const;

/** Placements, client orders and placement requests (SPEC §7 main service). */
export const placementsContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/placements',
    summary: 'Placements, filtered and paged (no pay_rate for contacts)',
    access: placementsScreen,
    query: placementListQuery,
    response: listOf(placementRow),
  }),
  create: defineContract({
    service: 'main',
    method: 'POST',
    path: '/placements',
    summary: 'Place a worker',
    access: staff,
    body: createPlacementBody,
    response: one(placementDetail),
  }),
  get: defineContract({
    service: 'main',
    method: 'GET',
    path: '/placements/{id}',
    summary: 'One placement',
    access: placementsScreen,
    response: one(placementDetail),
  }),
  update: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/placements/{id}',
    summary: 'Save a placement',
    access: staff,
    body: updatePlacementBody,
    response: one(placementDetail),
  }),
  end: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/placements/{id}/end',
    summary: 'End a placement (today unless end_date is given)',
    access: staff,
    body: endPlacementBody,
    response: one(placementDetail),
  }),
  orders: defineContract({
    service: 'main',
    method: 'GET',
    path: '/orders',
    summary: "Client orders, filtered and paged, with each status tab's count",
    access: ordersScreen,
    query: orderListQuery,
    response: orderList,
  }),
  createOrder: defineContract({
    service: 'main',
    method: 'POST',
    path: '/orders',
    summary: 'Place a client order (a contact needs the Create orders switch)',
    access: ordersScreen,
    permission: 'createOrders',
    body: createOrderBody,
    response: one(orderDetail),
  }),
  order: defineContract({
    service: 'main',
    method: 'GET',
    path: '/orders/{id}',
    summary: 'One order with its placements and what the caller may do with it',
    access: ordersScreen,
    response: one(orderDetail),
  }),
  updateOrder: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/orders/{id}',
    summary: 'Change an order (a contact only their own open, unfilled one)',
    access: ordersScreen,
    body: updateOrderBody,
    response: one(orderDetail),
  }),
  cancelOrder: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/orders/{id}/cancel',
    summary: 'Cancel a live order (a contact only one they created; a filled order is 409)',
    access: ordersScreen,
    response: one(orderDetail),
  }),
  fillOrder: defineContract({
    service: 'main',
    method: 'POST',
    path: '/orders/{id}/fill',
    summary: 'Place a worker on an order',
    access: { allow: ADMINS },
    body: fillOrderBody,
    response: one(z.object({ placement: placementDetail, order: orderDetail })),
  }),
  placementRequests: defineContract({
    service: 'main',
    method: 'GET',
    path: '/placement-requests',
    summary: 'Placement requests from the public form, newest first',
    access: staff,
    query: pageQuery,
    response: listOf(placementRequestRow),
  }),
};
