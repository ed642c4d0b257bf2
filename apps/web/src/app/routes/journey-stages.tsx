import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/ui/spinner';

/**
 * The page arrives in a second step: the entry chunk (which every page, the landing page too,
 * downloads) lists each route module's static imports for preloading, so this module imports
 * nothing that the entry does not already carry.
 */
const Page = lazy(() =>
  import('../../features/journeys/components/journey-editor-page').then((m) => ({ default: m.JourneyEditorPage })),
);

export function Component() {
  return (
    <Suspense
      fallback={
        <div className="animate-appear opacity-0">
          <PageSpinner />
        </div>
      }
    >
      <Page />
    </Suspense>
  );
}
