import type { ComponentType } from 'react';

/**
 * /admin/landing, signed in but outside the subscription gate (the API decides who may read it).
 * Like the other pages, the page module loads in the loader, before the navigation commits.
 */
let Page: ComponentType | undefined;

export async function loader() {
  Page ??= (await import('../../features/admin/components/admin-landing-page')).AdminLandingPage;
  return null;
}

export function Component() {
  return Page ? <Page /> : null;
}
