'use client';
import { useCallback, useMemo } from 'react';
import uPlot from 'uplot';
import { PLOT_AXIS, plotValue, useUPlot, type PlotOptions } from '@/lib/browser/use-uplot';
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

function translucent(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!hex) return colour;
  const [r, g, b] = hex.slice(1).map((h) => parseInt(h, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

const toData = (points: HeadcountPoint[]): uPlot.AlignedData => [points.map((p) => Date.parse(p.hour) / 1000), points.map((p) => p.count)];

/** The uPlot canvas itself; only ever loaded through next/dynamic, never imported statically. */
export function HeadcountPlot({ points, seriesLabel, hourLabel, formatHour, formatCount }: Props) {
  // The board polls every 1.5 s: new numbers go to the existing chart through setData instead of rebuilding it.
  const data = useMemo(() => toData(points), [points]);

  // Built once per language (labels and tick formats); the brand colour is read from the CSS variable
  // the root layout sets, so the chart follows the tenant's branding like every Tailwind `brand` token.
  const options = useCallback(
    (el: HTMLDivElement): PlotOptions => {
      const style = getComputedStyle(el);
      const brand = style.getPropertyValue('--brand-primary').trim() || DEFAULT_PRIMARY;
      // The bars' outline in the ink shade (lib/settings/branding.ts inkOn), so a light brand's bars still stand out on white.
      const ink = style.getPropertyValue('--brand-primary-ink').trim() || brand;
      return {
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true, range: (_u, min, max) => [min, max + HOUR_S] },
          y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
        },
        axes: [
          {
            ...PLOT_AXIS,
            space: 48,
            incrs: [HOUR_S, 2 * HOUR_S, 3 * HOUR_S, 6 * HOUR_S],
            values: (_u, splits) => splits.map((s) => formatHour(s * 1000)),
          },
          { ...PLOT_AXIS, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000], values: (_u, splits) => splits.map(formatCount) },
        ],
        series: [
          { label: hourLabel, value: plotValue((v) => formatHour(v * 1000)) },
          {
            label: seriesLabel,
            stroke: ink,
            fill: translucent(brand, 0.75),
            width: 1,
            paths: uPlot.paths.bars?.({ size: [0.8, 48], align: 1 }),
            points: { show: false },
            value: plotValue(formatCount),
          },
        ],
      };
    },
    [seriesLabel, hourLabel, formatHour, formatCount],
  );

  const host = useUPlot(data, options, HEIGHT, 200);
  return <div ref={host} className="w-full" />;
}
