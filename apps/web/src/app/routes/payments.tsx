import type { ComponentType } from 'react';

/** The page module loads in the loader, so the route's entry stays empty (see routes/clients.tsx). */
let Page: ComponentType | undefined;

export async function loader() {
  Page ??= (await import('../../features/payments/components/payments-page')).PaymentsPage;
  return null;
}

export function Component() {
  return Page ? <Page /> : null;
}
