'use client';
import useSWR from 'swr';
import { getMain } from '@/lib/browser/api';
import type { ListMeta } from '@/lib/browser/lists';
import type { OrderCounts, OrderDetail, OrderRow } from '@/lib/orders/types';
import { orderPath } from './api';

export type OrderList = { data: OrderRow[]; meta: ListMeta & { counts: OrderCounts } };

export const useOrderList = (key: string) => useSWR<OrderList>(key, getMain, { keepPreviousData: true });

export const useOrder = (id: string | null) =>
  useSWR<{ data: OrderDetail }>(id ? orderPath(id) : null, getMain, { shouldRetryOnError: false });

/** A placement request from the embeddable form (list built by the placement-requests module). */
export type PlacementRequest = {
  _id: string;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string | null;
  position: string;
  headcount: number;
  start_date: string;
  location: string;
  notes: string | null;
  confirmed_at: string | null;
  created_at: string;
};

export const useRequests = (key: string | null) =>
  useSWR<{ data: PlacementRequest[]; meta: ListMeta }>(key, getMain, { keepPreviousData: true, shouldRetryOnError: false });
