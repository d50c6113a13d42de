'use client';

// Placeholder until the module lands; the admin page falls back to its empty state.
export function CustomReportsTab() {
  return null;
}
