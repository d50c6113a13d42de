'use client';
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { DEFAULT_PRIMARY } from '@/lib/settings/defaults';
import type { HeadcountPoint } from './headcount-chart';

type Props = {
  points: HeadcountPoint[];
  seriesLabel: string;
  hourLabel: string;
  formatHour: (ms: number) => string;
  formatCount: (n: number) => string;
};

const HEIGHT = 192;
const HOUR_S = 3600;
// slate-700 on white passes WCAG AA for the axis text; slate-200 keeps the grid quiet.
const AXIS_TEXT = '#334155';
const GRID = '#e2e8f0';
const FONT = '12px system-ui, sans-serif';

function translucent(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!hex) return colour;
  const [r, g, b] = hex.slice(1).map((h) => parseInt(h, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

const toData = (points: HeadcountPoint[]): uPlot.AlignedData => [points.map((p) => Date.parse(p.hour) / 1000), points.map((p) => p.count)];

/** The uPlot canvas itself; only ever loaded through next/dynamic, never imported statically. */
export function HeadcountPlot({ points, seriesLabel, hourLabel, formatHour, formatCount }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const data = useMemo(() => toData(points), [points]);
  const latest = useRef(data);

  // The board polls every 1.5 s: feed new numbers to the existing chart instead of rebuilding it.
  useEffect(() => {
    latest.current = data;
    plot.current?.setData(data);
  }, [data]);

  // Built once per language (labels and tick formats); the brand colour is read from the CSS variable
  // the root layout sets, so the chart follows the tenant's branding like every Tailwind `brand` token.
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const brand = getComputedStyle(el).getPropertyValue('--brand-primary').trim() || DEFAULT_PRIMARY;
    const axis = { stroke: AXIS_TEXT, font: FONT, grid: { stroke: GRID, width: 1 }, ticks: { stroke: GRID, width: 1 } };
    const bars = uPlot.paths.bars?.({ size: [0.8, 48], align: 1 });
    const u = new uPlot({
      width: Math.max(el.clientWidth, 200),
      height: HEIGHT,
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: true, range: (_u, min, max) => [min, max + HOUR_S] },
        y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
      },
      axes: [
        { ...axis, space: 48, incrs: [HOUR_S, 2 * HOUR_S, 3 * HOUR_S, 6 * HOUR_S], values: (_u, splits) => splits.map((s) => formatHour(s * 1000)) },
        { ...axis, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000], values: (_u, splits) => splits.map(formatCount) },
      ],
      series: [
        { label: hourLabel, value: (_u, v) => (v == null ? '–' : formatHour(v * 1000)) },
        { label: seriesLabel, stroke: brand, fill: translucent(brand, 0.75), width: 1, paths: bars, points: { show: false }, value: (_u, v) => (v == null ? '–' : formatCount(v)) },
      ],
    }, latest.current, el);
    plot.current = u;
    const resize = new ResizeObserver(([entry]) => u.setSize({ width: Math.max(Math.floor(entry.contentRect.width), 200), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [seriesLabel, hourLabel, formatHour, formatCount]);

  return <div ref={host} className="w-full" />;
}
