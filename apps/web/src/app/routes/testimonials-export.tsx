import type { ComponentType } from 'react';

/** Testimonials → Export. The page module loads in the loader, so the route's entry stays empty (see routes/clients.tsx). */
let Page: ComponentType | undefined;

export async function loader() {
  Page ??= (await import('../../features/publishing/components/export-page')).ExportPage;
  return null;
}

export function Component() {
  return Page ? <Page /> : null;
}
