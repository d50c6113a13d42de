'use client';
import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import { PLOT_AXIS, plotValue, useUPlot, type PlotOptions } from '@/lib/browser/use-uplot';

type Props = {
  dayNames: string[];
  thisWeek: number[];
  lastWeek: number[];
  labels: { thisWeek: string; lastWeek: string; day: string };
  formatHours: (n: number) => string;
};

const HEIGHT = 240;
/** Last week in a quiet slate (AA on white), dashed, so the two lines differ by more than colour. */
const LAST_WEEK = '#475569';

/** The shell's brand colour (a CSS variable set per tenant), read once the canvas is in the page. */
function brandColour(el: HTMLElement): string {
  const value = getComputedStyle(el).getPropertyValue('--color-brand').trim();
  return value || '#1d4ed8';
}

/** The uPlot canvas; only ever loaded through next/dynamic. Right-to-left pages run the days from the right. */
export function HoursPlot({ dayNames, thisWeek, lastWeek, labels, formatHours }: Props) {
  const data = useMemo((): uPlot.AlignedData => [dayNames.map((_, i) => i), thisWeek, lastWeek], [dayNames, thisWeek, lastWeek]);
  const names = dayNames.join('\n');

  const options = useCallback(
    (el: HTMLDivElement): PlotOptions => {
      const rtl = getComputedStyle(el).direction === 'rtl';
      const days = names.split('\n');
      return {
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: false, dir: rtl ? -1 : 1, range: [-0.3, 6.3] },
          y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
        },
        axes: [
          { ...PLOT_AXIS, incrs: [1], values: (_u, splits) => splits.map((s) => days[s] ?? '') },
          { ...PLOT_AXIS, side: rtl ? 1 : 3, values: (_u, splits) => splits.map((s) => formatHours(s)) },
        ],
        series: [
          { label: labels.day, value: (_u, v) => (v == null ? '' : (days[v] ?? '')) },
          { label: labels.thisWeek, stroke: brandColour(el), width: 3, points: { show: true, size: 6 }, value: plotValue(formatHours) },
          {
            label: labels.lastWeek,
            stroke: LAST_WEEK,
            dash: [6, 4],
            width: 2,
            points: { show: true, size: 5 },
            value: plotValue(formatHours),
          },
        ],
      };
    },
    [names, labels, formatHours],
  );

  const host = useUPlot(data, options, HEIGHT, 240);
  return <div ref={host} className="w-full" />;
}
