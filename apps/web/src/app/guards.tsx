import { legacyRedirect } from '@bloom/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../api/session';
import { invitationReturnPathFromSearch } from '../api/team';

/** /login and /signup: a signed-in visitor goes straight to the dashboard. */
export function GuestOnly() {
  const { data } = useSession();
  const { search } = useLocation();
  // Signed in from a team invitation's link: back to the invitation, to accept it.
  if (data) return <Navigate to={invitationReturnPathFromSearch(search) ?? '/dashboard'} replace />;
  return <Outlet />;
}

/** Legacy paths go to their new home; anything else unknown goes to / (docs/product.md#legacy-redirects). */
export function CatchAll() {
  const { pathname } = useLocation();
  const to = legacyRedirect(pathname) ?? '/';
  // The portal is a page of its own (portal.html), not a route of this app: load it.
  if (to.startsWith('/c/')) {
    window.location.replace(to);
    return null;
  }
  return <Navigate to={to} replace />;
}
