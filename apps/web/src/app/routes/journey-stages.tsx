import type { ComponentType } from 'react';

/**
 * The page arrives in a second step: the entry chunk (which every page, the landing page too,
 * downloads) lists each route module's static imports for preloading, so this module imports
 * nothing. The loader fetches the page before the navigation commits, so the previous page
 * (with the progress bar) stays until this one can render. An agreement stage's editor is another
 * feature's, so the route places it in the editor's slot.
 */
let Page: ComponentType | undefined;

export async function loader() {
  if (!Page) {
    const [{ JourneyEditorPage }, { AgreementStageEditor }] = await Promise.all([
      import('../../features/journeys/components/journey-editor-page'),
      import('../../features/agreements/components/agreement-stage-editor'),
    ]);
    const slots = { agreementEditor: AgreementStageEditor };
    Page = () => <JourneyEditorPage slots={slots} />;
  }
  return null;
}

export function Component() {
  return Page ? <Page /> : null;
}
