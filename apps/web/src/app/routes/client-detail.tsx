import type { ComponentType } from 'react';

/**
 * The page arrives in a second step: the entry chunk (which every page, the landing page too,
 * downloads) lists each route module's static imports for preloading, so this module imports
 * nothing. The loader fetches the page before the navigation commits, so the previous page
 * (with the progress bar) stays until this one can render. The contacts, agreements and payments
 * cards are other features', so the route places them in the page's slots.
 */
let Page: ComponentType | undefined;

export async function loader() {
  if (!Page) {
    const [{ ClientDetailPage }, { ContactsCard }, { AgreementsCard }, { PaymentsCard }] = await Promise.all([
      import('../../features/clients/components/client-detail-page'),
      import('../../features/contacts/components/contacts-card'),
      import('../../features/agreements/components/agreements-card'),
      import('../../features/payments/components/payments-card'),
    ]);
    const slots = { contacts: ContactsCard, agreements: AgreementsCard, payments: PaymentsCard };
    Page = () => <ClientDetailPage slots={slots} />;
  }
  return null;
}

export function Component() {
  return Page ? <Page /> : null;
}
