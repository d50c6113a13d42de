'use client';
import { createContext, useContext, type ReactNode } from 'react';

const Zone = createContext<string | null>(null);

/**
 * The viewer's chosen zone (her profile's, else the tenant's: lib/users/time-zone.ts), read by the portal layout
 * on the server and handed down as it is: server and browser format with the same zone, so the HTML and the
 * first client render agree and the browser's own zone never changes what a record says (DESIGN §8).
 */
export function ViewerZone({ zone, children }: { zone: string; children: ReactNode }) {
  return <Zone.Provider value={zone}>{children}</Zone.Provider>;
}

/** The viewer's zone; undefined outside the portal layout (a test rendering a part alone, a public page). */
export const useViewerZone = (): string | undefined => useContext(Zone) ?? undefined;
