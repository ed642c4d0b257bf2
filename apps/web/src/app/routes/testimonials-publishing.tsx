import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * Testimonials → Widget and → Export as one lazy route module (one router entry instead of two).
 * The page module loads in the loader, so the route's entry stays empty (see routes/clients.tsx).
 */
const pages: Partial<Record<'widget' | 'export', ComponentType>> = {};
let current: ComponentType | undefined;

export async function loader({ request }: LoaderFunctionArgs) {
  if (new URL(request.url).pathname.endsWith('/export')) {
    pages.export ??= (await import('../../features/publishing/components/export-page')).ExportPage;
    current = pages.export;
  } else {
    pages.widget ??= (await import('../../features/publishing/components/widget-page')).WidgetPage;
    current = pages.widget;
  }
  return null;
}

export function Component() {
  const Page = current;
  return Page ? <Page /> : null;
}
