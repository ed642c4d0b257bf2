import type { LandingDay, MessageVariant } from '@bloom/core';
import { useEffect, useRef, useState } from 'react';
import {
  type ChartBox,
  chartSummary,
  type DailySeries,
  formatCount,
  labelIndexes,
  linePath,
  niceScale,
  seriesByVariant,
  shortDay,
  variantLabel,
  xAt,
  yAt,
} from '../landing-report-format';

/** Each variant's colour and dash, so the lines differ without colour too. */
export const VARIANT_STYLE: Record<MessageVariant, { color: string; dash?: string }> = {
  a: { color: '#0d9488' },
  b: { color: '#2563eb', dash: '6 4' },
  c: { color: '#ea580c', dash: '2 3' },
  d: { color: '#9333ea', dash: '10 3 2 3' },
};

const HEIGHT = 200;

/** The width of an element in CSS pixels, so the chart's text stays its real size on a phone. */
function useWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

interface DailyChartProps {
  title: string;
  series: DailySeries;
  daily: readonly LandingDay[];
}

/** Daily counts per variant as lines, drawn by hand: one SVG, a text summary and a legend. */
export function DailyChart({ title, series, daily }: DailyChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>(560);
  const lines = seriesByVariant(daily, series);
  const { max, ticks } = niceScale(Math.max(0, ...lines.flatMap((l) => l.values)));
  const box: ChartBox = { width, height: HEIGHT, left: 36, right: 12, top: 10, bottom: 26 };
  const labels = labelIndexes(daily.length, width < 420 ? 4 : 6);
  const dots = daily.length <= 31 && width / Math.max(1, daily.length) >= 12;
  const summary = chartSummary(daily, series);

  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-semibold text-slate-900">{title}</figcaption>
      <div ref={ref} className="mt-3 w-full">
        <svg
          role="img"
          aria-label={summary}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="block max-w-full overflow-visible"
        >
          <g>
            {ticks.map((t) => {
              const y = yAt(t, max, box);
              return (
                <g key={t}>
                  <line
                    x1={box.left}
                    x2={width - box.right}
                    y1={y}
                    y2={y}
                    stroke={t === 0 ? '#94a3b8' : '#e2e8f0'}
                    strokeWidth={1}
                  />
                  <text x={box.left - 6} y={y} dy="0.32em" textAnchor="end" fontSize={11} fill="#64748b">
                    {formatCount(t)}
                  </text>
                </g>
              );
            })}
            {labels.map((i) => {
              const day = daily[i];
              if (!day) return null;
              const anchor =
                labels.length > 1 && i === 0 ? 'start' : i === daily.length - 1 && labels.length > 1 ? 'end' : 'middle';
              return (
                <text
                  key={day.date}
                  x={xAt(i, daily.length, box)}
                  y={HEIGHT - 8}
                  textAnchor={anchor}
                  fontSize={11}
                  fill="#64748b"
                >
                  {shortDay(day.date)}
                </text>
              );
            })}
            {lines.map(({ variant, values }) => {
              const style = VARIANT_STYLE[variant];
              return (
                <g key={variant}>
                  <path
                    d={linePath(values, max, box)}
                    fill="none"
                    stroke={style.color}
                    strokeWidth={2}
                    strokeDasharray={style.dash}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                  />
                  {dots &&
                    values.map((v, i) =>
                      v > 0 ? (
                        <circle
                          key={i}
                          cx={xAt(i, values.length, box)}
                          cy={yAt(v, max, box)}
                          r={2.5}
                          fill={style.color}
                        />
                      ) : null,
                    )}
                </g>
              );
            })}
          </g>
        </svg>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-700" aria-label={`${title} legend`}>
        {lines.map(({ variant, total }) => (
          <li key={variant} className="inline-flex items-center gap-1.5">
            <svg width="22" height="8" aria-hidden="true" className="shrink-0">
              <line
                x1="1"
                x2="21"
                y1="4"
                y2="4"
                stroke={VARIANT_STYLE[variant].color}
                strokeWidth="2.5"
                strokeDasharray={VARIANT_STYLE[variant].dash}
                strokeLinecap="round"
              />
            </svg>
            <span>
              {variantLabel(variant)} <span className="text-slate-500 tabular-nums">({formatCount(total)})</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
