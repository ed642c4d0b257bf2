import type { PublicWidget, WidgetTheme } from '@bloom/core';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { renderWidget } from '../../../embed/render-widget';
import { cn } from '../../../lib/cn';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the owner's own system is dark: what a 'follow the system' widget shows them. */
const useSystemDark = () => useSyncExternalStore(subscribe, () => window.matchMedia(DARK_QUERY).matches);

/**
 * The widget exactly as a site shows it: the embed's own renderer in a shadow root, so neither
 * the app's styles nor the preview's surroundings change it. The page behind it follows the
 * widget's theme, as a site using that theme would.
 */
export function WidgetPreview({ data, theme }: { data: PublicWidget; theme: WidgetTheme }) {
  const host = useRef<HTMLDivElement>(null);
  const systemDark = useSystemDark();
  const dark = theme === 'dark' || (theme === 'auto' && systemDark);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    renderWidget(element.shadowRoot ?? element.attachShadow({ mode: 'open' }), data, { preview: true });
  }, [data]);

  return (
    <div
      className={cn(
        '-mx-2 rounded-lg border p-2.5 transition-colors duration-150 sm:mx-0 sm:p-6',
        dark ? 'border-slate-800 bg-slate-950' : 'border-slate-200 bg-slate-50',
      )}
    >
      <div ref={host} data-testid="widget-preview" />
    </div>
  );
}
