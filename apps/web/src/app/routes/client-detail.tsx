import type { ComponentType } from 'react';

/**
 * The page arrives in a second step: the entry chunk (which every page, the landing page too,
 * downloads) lists each route module's static imports for preloading, so this module imports
 * nothing. The loader fetches the page before the navigation commits, so the previous page
 * (with the progress bar) stays until this one can render. The contacts card is another
 * feature's, so the route places it in the page's slot.
 */
let Page: ComponentType | undefined;

export async function loader() {
  if (!Page) {
    const [{ ClientDetailPage }, { ContactsCard }] = await Promise.all([
      import('../../features/clients/components/client-detail-page'),
      import('../../features/contacts/components/contacts-card'),
    ]);
    const slots = { contacts: ContactsCard };
    Page = () => <ClientDetailPage slots={slots} />;
  }
  return null;
}

export function Component() {
  return Page ? <Page /> : null;
}
