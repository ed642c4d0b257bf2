import { DEFAULT_INSIGHT_PERIOD, DEFAULT_STUCK_DAYS } from '@bloom/core';
import { useSearchParams } from 'react-router';
import { type InsightFilters, readFilters } from '../insights-format';

const DEFAULTS: InsightFilters = { period: DEFAULT_INSIGHT_PERIOD, clients: 'all', days: DEFAULT_STUCK_DAYS };

/**
 * The page's filters live in its link (`?period=30d&clients=active&days=14`), so a view can be
 * shared or bookmarked; defaults are left out of the URL. Changes replace the history entry.
 */
export function useInsightFilters(): [InsightFilters, (change: Partial<InsightFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const update = (change: Partial<InsightFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const merged = { ...readFilters(current), ...change };
        for (const key of ['period', 'clients', 'days'] as const) {
          if (merged[key] === DEFAULTS[key]) next.delete(key);
          else next.set(key, String(merged[key]));
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [filters, update];
}
