'use client';
import { useCompanySettings } from '@/lib/browser/hooks';
import { useFormat } from '@/lib/browser/format';
import { storedCompany } from '@/lib/browser/store';
import { currencyOf, DEFAULT_CURRENCY } from '@/lib/settings/currency';
import { CategoriesSection } from './categories-section';
import { PositionsSection } from './positions-section';

/**
 * Admin settings → Jobs: job categories with their skills (offered by the job form) and the tenant-wide
 * positions with default rates. Each change saves at once.
 */
export function JobsTab() {
  // Rates are shown in the company's currency; the shell has these settings cached already.
  const { data } = useCompanySettings(storedCompany());
  const fmt = useFormat(data ? currencyOf(data) : DEFAULT_CURRENCY);
  return (
    <div className="space-y-10">
      <CategoriesSection />
      <PositionsSection fmt={fmt} />
    </div>
  );
}
