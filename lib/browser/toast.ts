'use client';
import { createContext, useContext } from 'react';

export type Toast = { id: number; title: string; description?: string; tone: 'success' | 'error' | 'info' };
export type ToastApi = { show: (t: Omit<Toast, 'id'>) => void; error: (message: string) => void; success: (message: string) => void };

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
