'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { statusNameFor } from '@/lib/statuses/seeded-names';

/**
 * A status's name in the reader's language: a seeded status (Placed, Available, Do not place…) from the
 * catalogue until the tenant renames it, a tenant's own name as typed (lib/statuses/seeded-names.ts).
 */
export function useStatusName(): (name: string) => string {
  const t = useTranslations('common.statusNames');
  return useCallback((name: string) => statusNameFor(name, (key) => t(key)), [t]);
}
