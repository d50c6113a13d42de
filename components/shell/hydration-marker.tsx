'use client';
import { useEffect } from 'react';

/** Marks <html data-hydrated> once React has attached its handlers; browser tests wait for it. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
