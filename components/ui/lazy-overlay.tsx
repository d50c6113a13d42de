'use client';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { whenIdle } from '@/lib/browser/when-idle';

/**
 * A modal overlay (dialog, side sheet) whose implementation is not part of the page's first load: nothing
 * renders while it is closed, and its module (Radix Dialog with its focus trap and scroll lock, ~7 kB gzip)
 * is fetched when the page is idle, or when it first opens, whichever comes first.
 */
export function lazyOverlay<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Frame = lazy(() => load().then((component) => ({ default: component })));
  function Overlay(props: P) {
    useEffect(() => whenIdle(load), []);
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Frame {...props} />
      </Suspense>
    );
  }
  return Overlay;
}
