import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button-classes';
import { Card } from '../components/ui/card';
import { Logo } from '../components/ui/logo';

/** The last safety net: a page failed to load or threw while rendering. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 py-10">
      <Logo size="lg" className="mb-8" />
      <Card className="w-full max-w-md p-6 text-center sm:p-8">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-xl font-semibold text-slate-900">
          {notFound ? 'Page not found' : 'Something went wrong'}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {notFound
            ? "We couldn't find the page you were looking for."
            : "This page couldn't be loaded. Check your connection and try again."}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
            Reload page
          </button>
          <Link to="/" reloadDocument className={buttonClasses('secondary')}>
            Go to home page
          </Link>
        </div>
      </Card>
    </div>
  );
}
