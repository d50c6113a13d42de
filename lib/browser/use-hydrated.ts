'use client';
import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False on the server and in the hydrating render of this component's boundary, true once it runs in the
 * browser. A lazily loaded part of a page hydrates after the page's own mark (components/shell/hydration-marker),
 * so a control that keeps state in React reads this rather than that mark.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
