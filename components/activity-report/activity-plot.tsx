'use client';
import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import { PLOT_AXIS, plotValue, useUPlot, type PlotOptions } from '@/lib/browser/use-uplot';
import { METRICS, type Metric } from '@/lib/activity-report/types';
import type { SeriesPoint } from '@/lib/activity-report/schema';

type Props = {
  points: SeriesPoint[];
  labels: Record<Metric, string>;
  bucketLabel: string;
  formatDay: (ms: number) => string;
  formatCount: (n: number) => string;
};

const HEIGHT = 260;
const DAY_S = 86_400;
/**
 * Fixed hues (blue, amber, green, violet at their 700 shade: AA on white) plus a dash pattern per
 * line, so the lines stay apart for colour-blind readers and whatever the tenant's brand colour is.
 */
const METRIC_STYLE: Record<Metric, { stroke: string; dash?: number[] }> = {
  logins: { stroke: '#1d4ed8' },
  timesheet_actions: { stroke: '#b45309', dash: [8, 4] },
  applications: { stroke: '#047857', dash: [2, 3] },
  placements: { stroke: '#6d28d9', dash: [10, 3, 2, 3] },
};

/** A bucket (yyyy-MM-dd) at local midnight, so uPlot's local-time axis puts it on the right day. */
const at = (bucket: string) => {
  const [y = NaN, m = NaN, d = NaN] = bucket.split('-').map(Number);
  return new Date(y, m - 1, d).getTime() / 1000;
};
const toData = (points: SeriesPoint[]): uPlot.AlignedData => [
  points.map((p) => at(p.bucket)),
  ...METRICS.map((m) => points.map((p) => p[m])),
];

/** The uPlot canvas itself; only ever loaded through next/dynamic, never imported statically. */
export function ActivityPlot({ points, labels, bucketLabel, formatDay, formatCount }: Props) {
  const data = useMemo(() => toData(points), [points]);
  // Markers on each point help while there are few of them; on long periods they would clutter the lines.
  const fewPoints = points.length <= 31;

  // Built once per language (labels and tick formats); new numbers reach the chart through setData.
  const options = useCallback(
    (): PlotOptions => ({
      cursor: { drag: { x: false, y: false } },
      // A one-day period is a single point: give it a day's width instead of an empty range.
      scales: {
        x: { time: true, range: (_u, min, max) => (min === max ? [min - DAY_S / 2, max + DAY_S / 2] : [min, max]) },
        y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
      },
      axes: [
        {
          ...PLOT_AXIS,
          space: 56,
          incrs: [DAY_S, 2 * DAY_S, 7 * DAY_S, 14 * DAY_S, 28 * DAY_S, 91 * DAY_S],
          values: (_u, splits) => splits.map((s) => formatDay(s * 1000)),
        },
        {
          ...PLOT_AXIS,
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 50_000],
          values: (_u, splits) => splits.map(formatCount),
        },
      ],
      series: [
        { label: bucketLabel, value: plotValue((v) => formatDay(v * 1000)) },
        ...METRICS.map((m) => ({
          label: labels[m],
          stroke: METRIC_STYLE[m].stroke,
          dash: METRIC_STYLE[m].dash,
          width: 2,
          points: { show: fewPoints, size: 5 },
          value: plotValue(formatCount),
        })),
      ],
    }),
    [labels, bucketLabel, formatDay, formatCount, fewPoints],
  );

  const host = useUPlot(data, options, HEIGHT, 240);
  return <div ref={host} className="w-full" />;
}
