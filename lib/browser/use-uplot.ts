'use client';
import { useEffect, useRef, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// slate-700 on white passes WCAG AA for the axis text; slate-200 keeps the grid quiet.
export const PLOT_AXIS = {
  stroke: '#334155',
  font: '12px system-ui, sans-serif',
  grid: { stroke: '#e2e8f0', width: 1 },
  ticks: { stroke: '#e2e8f0', width: 1 },
};

/**
 * A legend value: uPlot hands null where a series has no point under the cursor (and before any hover). An empty
 * string, not a dash: the legend then reads as the series' names alone ("Hour", "People working"), never "–" rows
 * (uPlot itself prints "--" when a value formatter answers null, so never answer null either).
 */
export const plotValue = (format: (v: number) => string) => (_u: uPlot, v: number | null) => (v == null ? '' : format(v));

export type PlotOptions = Omit<uPlot.Options, 'width' | 'height'>;

/**
 * Mounts a uPlot chart on the returned ref's element, as wide as its container (at least `minWidth`).
 * The chart is built when `options` changes (memoise it on labels and formats) and new numbers go through
 * setData, so a polling screen does not rebuild its canvas. Import only from modules that next/dynamic
 * loads: uPlot is too heavy for a page's first load.
 */
export function useUPlot(
  data: uPlot.AlignedData,
  options: (el: HTMLDivElement) => PlotOptions,
  height: number,
  minWidth: number,
): RefObject<HTMLDivElement | null> {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const latest = useRef(data);

  useEffect(() => {
    latest.current = data;
    plot.current?.setData(data);
  }, [data]);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const u = new uPlot({ ...options(el), width: Math.max(el.clientWidth, minWidth), height }, latest.current, el);
    plot.current = u;
    const resize = new ResizeObserver(([entry]) => {
      if (entry) u.setSize({ width: Math.max(Math.floor(entry.contentRect.width), minWidth), height });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [options, height, minWidth]);

  return host;
}
