'use client';
import { useRef, useState, type KeyboardEvent } from 'react';

export type Tool = { label: string; text: string; run: () => void; pressed?: boolean };

const STEP: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * A formatting toolbar as the ARIA toolbar pattern has it: one Tab stop, the arrow keys (and Home,
 * End) move between its buttons. In a right-to-left page the browser mirrors nothing here, so the
 * arrows swap to keep "next" under the finger that points forward.
 */
export function EditorToolbar({ label, controls, tools }: { label: string; controls: string; tools: Tool[] }) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const key = rtl && e.key === 'ArrowRight' ? 'ArrowLeft' : rtl && e.key === 'ArrowLeft' ? 'ArrowRight' : e.key;
    const step = STEP[key];
    if (!step) return;
    e.preventDefault();
    const next = step(current, tools.length);
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 p-1"
    >
      {tools.map((tool, i) => (
        <button
          key={tool.label}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          tabIndex={i === current ? 0 : -1}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.pressed}
          onMouseDown={(e) => e.preventDefault()}
          onFocus={() => setCurrent(i)}
          onClick={tool.run}
          className="h-8 min-w-8 rounded px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 aria-pressed:bg-slate-200"
        >
          {tool.text}
        </button>
      ))}
    </div>
  );
}
