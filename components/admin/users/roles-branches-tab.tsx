'use client';
import { usePathname } from 'next/navigation';
import { BranchesSection } from './branches-section';
import { RegionsSection } from './regions-section';
import { RolesSection } from './roles-section';

/**
 * Admin settings → roles and → branches: one screen (SPEC §2 "branches (same path as roles)"). On the
 * branches address the offices come first, so the tab a person picked is what they see.
 */
export function RolesBranchesTab() {
  const branchesFirst = usePathname().endsWith('/branches');
  const offices = (
    <div key="offices" className="grid gap-10 xl:grid-cols-[2fr_1fr]">
      <BranchesSection />
      <RegionsSection />
    </div>
  );
  const roles = <RolesSection key="roles" />;
  return <div className="space-y-12">{branchesFirst ? [offices, roles] : [roles, offices]}</div>;
}
