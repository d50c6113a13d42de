'use client';
import { lazy, Suspense, useState, type ComponentType, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/** How the menu was first opened: from the keyboard its first entry takes the focus, as Radix does. */
export type OpenedBy = 'pointer' | 'keyboard';
/** What the loaded menu receives besides its own props: it mounts already open. */
export type LoadedMenuProps = { openedBy: OpenedBy };

/**
 * A dropdown menu whose implementation (Radix DropdownMenu with its positioning engine, about 15 kB gzip)
 * is not part of the page's first load: a plain trigger stands in its place, the module loads on the first
 * hover or focus, and the first press (click, Enter, Space or ArrowDown) mounts the real menu open. Used by
 * the shell's menus, which every portal page shows (DESIGN §6 first-load budget). `load` gives the real
 * menu's component, which takes `P` and mounts open.
 */
export function lazyMenu<P extends object>(load: () => Promise<ComponentType<P & LoadedMenuProps>>) {
  const Menu = lazy(() => load().then((component) => ({ default: component })));
  function LazyMenu({
    props,
    trigger,
  }: {
    props: P;
    /** The stand-in trigger, given the handlers that load and open the menu; it must look like the real one. */
    trigger: (handlers: TriggerHandlers) => ReactNode;
  }) {
    const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
    const handlers: TriggerHandlers = {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      // A click the keyboard made (Enter, Space) has no pointer position: detail is 0.
      onClick: (e: MouseEvent) => setOpenedBy(e.detail === 0 ? 'keyboard' : 'pointer'),
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key !== 'ArrowDown') return;
        e.preventDefault();
        setOpenedBy('keyboard');
      },
    };
    if (!openedBy) return trigger(handlers);
    // While the chunk arrives the stand-in stays in place; then the menu mounts open.
    return (
      <Suspense fallback={trigger({ 'aria-haspopup': 'menu', 'aria-expanded': false })}>
        <Menu {...props} openedBy={openedBy} />
      </Suspense>
    );
  }
  return LazyMenu;
}

export type TriggerHandlers = {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: (e: MouseEvent) => void;
  onKeyDown?: (e: KeyboardEvent) => void;
};

/** For the loaded menu's content: when opened from the keyboard, focus its first entry once it is shown. */
export function focusFirstItemIf(openedBy: OpenedBy) {
  return (content: HTMLElement | null) => {
    if (openedBy !== 'keyboard' || !content) return;
    requestAnimationFrame(() => content.querySelector<HTMLElement>('[role^="menuitem"]')?.focus());
  };
}
