import { legacyRedirect } from '@bloom/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** /login and /signup: a signed-in visitor goes straight to the dashboard. */
export function GuestOnly() {
  const { data } = useSession();
  if (data) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Legacy paths go to their new home; anything else unknown goes to / (docs/product.md#legacy-redirects). */
export function CatchAll() {
  const { pathname } = useLocation();
  return <Navigate to={legacyRedirect(pathname) ?? '/'} replace />;
}
