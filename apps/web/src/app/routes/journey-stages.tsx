import type { ComponentType } from 'react';

/**
 * The page arrives in a second step: the entry chunk (which every page, the landing page too,
 * downloads) lists each route module's static imports for preloading, so this module imports
 * nothing. The loader fetches the page before the navigation commits, so the previous page
 * (with the progress bar) stays until this one can render. The agreement and payment stages' editors
 * are other features', so the route places them in the editor's slots.
 */
let Page: ComponentType | undefined;

export async function loader() {
  if (!Page) {
    const [{ JourneyEditorPage }, { AgreementStageEditor }, { PaymentStageEditor }] = await Promise.all([
      import('../../features/journeys/components/journey-editor-page'),
      import('../../features/agreements/components/agreement-stage-editor'),
      import('../../features/payments/components/payment-stage-editor'),
    ]);
    const slots = { agreementEditor: AgreementStageEditor, paymentEditor: PaymentStageEditor };
    Page = () => <JourneyEditorPage slots={slots} />;
  }
  return null;
}

export function Component() {
  return Page ? <Page /> : null;
}
