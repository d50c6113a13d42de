'use client';
import dynamic from 'next/dynamic';

/**
 * ConfirmDialog loaded on first use: Radix Dialog is not part of the portal shell, and this screen
 * only needs it when someone sends to everyone or cancels, so it stays out of the first-load JS.
 * Render it only while open.
 */
export const LazyConfirm = dynamic(() => import('@/components/ui/dialog').then((m) => m.ConfirmDialog), { ssr: false });
