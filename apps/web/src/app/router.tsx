import { createBrowserRouter } from 'react-router';
import { CatchAll, GuestOnly } from './guards';
import { InitialLoading, RootLayout } from './root-layout';
import { RouteError } from './route-error';

const OWNER_ROUTES_ID = 'owner';

/** Every page is its own chunk, so the landing and auth pages load only what they use. */
export const router = createBrowserRouter(
  [
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: InitialLoading,
      children: [
        { index: true, lazy: () => import('./routes/landing') },
        {
          Component: GuestOnly,
          children: [
            { path: 'login', lazy: () => import('./routes/login') },
            { path: 'signup', lazy: () => import('./routes/signup') },
          ],
        },
        { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
        { path: 'reset-password', lazy: () => import('./routes/reset-password') },
        // A team invitation: read signed out, accepted signed in (as the address it was sent to).
        { path: 'invite/:token', lazy: () => import('./routes/invite') },
        // Public: anyone holding a signed PDF checks it here (the file stays in the browser).
        { path: 'verify', lazy: () => import('./routes/verify') },
        // Every signed-in page: ownerRoutes, patched in on the first navigation that needs them.
        { id: OWNER_ROUTES_ID, lazy: () => import('./routes/require-auth'), children: [] },
        { path: '*', Component: CatchAll },
      ],
    },
  ],
  {
    // Called for a path no known route matches, or only the catch-all does: the owner app's routes
    // join the tree and the router matches again. Guest pages never load them. Patching again is a
    // no-op (the router skips routes it has), and a navigation that is cut off patches nothing, so
    // every call patches rather than remembering an earlier one.
    patchRoutesOnNavigation: async ({ patch }) => {
      const { ownerRoutes } = await import('./owner-routes');
      patch(OWNER_ROUTES_ID, ownerRoutes);
    },
  },
);
